import type { Industry } from '#shared/constants.ts'

// The local engine's industry knowledge base, written for CareerForge: durable themes that shape
// hiring in each of the 16 industries of spec section 9. No news items, dates or sources are
// invented; each topic states the structural basis it rests on.

export type KnowledgeTopic = {
  title: string
  /** What is happening and why it matters, in two sentences. */
  description: string
  /** Words that make the topic relevant to a posting or role. */
  keywords: string
  category: 'Technology' | 'Regulation' | 'Market' | 'Operations' | 'Talent' | 'Sustainability'
}

type T = [title: string, description: string, keywords: string, category: KnowledgeTopic['category']]

const kb: Record<Industry, T[]> = {
  'Financial Services': [
    [
      'Real-time payments and instant settlement',
      'Banks are moving clearing and settlement to real time. Teams that can change core systems without downtime are in demand.',
      'payments settlement core banking real-time api integration',
      'Technology',
    ],
    [
      'Regulatory reporting automation',
      'Supervisors ask for more granular data more often. Firms automate reporting pipelines to cut manual reconciliation and audit risk.',
      'regulatory reporting compliance audit data quality reconciliation basel ifrs',
      'Regulation',
    ],
    [
      'Fraud and financial-crime analytics',
      'Payment fraud and money laundering move faster than rule-based controls. Machine learning and network analytics are replacing static rules.',
      'fraud aml kyc analytics machine learning risk monitoring',
      'Technology',
    ],
    [
      'Cloud migration of core platforms',
      'Institutions move workloads from mainframes to the cloud under strict resilience rules. Migration plans must satisfy operational-resilience supervisors.',
      'cloud migration mainframe aws azure resilience infrastructure',
      'Technology',
    ],
    [
      'Finance function modernisation',
      'CFO teams consolidate ERP landscapes and shorten the close. Planning moves from spreadsheets to integrated planning tools.',
      'finance close erp planning fp&a controlling sap s/4hana consolidation',
      'Operations',
    ],
    [
      'Embedded finance and open APIs',
      'Financial products are offered inside non-bank platforms through APIs. Partnerships and API products become revenue lines.',
      'open banking api partnership platform product embedded',
      'Market',
    ],
  ],
  Technology: [
    [
      'AI features in mainstream products',
      'Software companies add language-model features to existing products. The hard part is reliability, evaluation and cost, not the demo.',
      'ai machine learning llm product evaluation data',
      'Technology',
    ],
    [
      'Platform engineering and developer productivity',
      'Internal platforms standardise build, deploy and observability. Teams measure lead time and change-failure rate to prove the value.',
      'platform devops kubernetes ci/cd developer experience observability',
      'Operations',
    ],
    [
      'Cloud cost discipline',
      'After years of growth, cloud bills get the scrutiny of any large cost line. Engineers are expected to design with unit costs in mind.',
      'cloud cost finops aws azure gcp architecture efficiency',
      'Operations',
    ],
    [
      'Security by design',
      'Supply-chain attacks and stricter customer audits push security into the development process. Secure defaults and dependency hygiene are now table stakes.',
      'security compliance soc devsecops identity vulnerability',
      'Regulation',
    ],
    [
      'Data platforms that serve products',
      'Analytics stacks are converging with operational data. Companies want data products with owners, contracts and service levels.',
      'data platform analytics warehouse pipeline sql spark governance',
      'Technology',
    ],
    [
      'Efficient growth',
      'Investors reward revenue efficiency over growth at any cost. Teams are asked to tie roadmaps to retention, expansion and margin.',
      'saas growth retention revenue product strategy metrics',
      'Market',
    ],
  ],
  'Healthcare & Life Sciences': [
    [
      'Interoperable health data',
      'Health systems connect records across providers with standard interfaces. Integration skills and data-privacy discipline go together.',
      'interoperability hl7 fhir ehr data integration privacy',
      'Technology',
    ],
    [
      'Digital clinical trials',
      'Trials use remote monitoring and digital endpoints to recruit faster. Data quality and validation rules are strict.',
      'clinical trials data validation gxp regulatory digital',
      'Regulation',
    ],
    [
      'Supply resilience for medicines',
      'Shortages made supply chains a board topic. Manufacturers invest in planning visibility and dual sourcing.',
      'supply chain manufacturing planning quality gmp logistics',
      'Operations',
    ],
    [
      'Value-based care',
      'Payment models reward outcomes instead of volume. Analytics that link cost and outcome drive decisions.',
      'outcomes analytics payer provider cost quality',
      'Market',
    ],
    [
      'AI in diagnostics and research',
      'Imaging, pathology and discovery teams adopt machine learning under regulatory oversight. Explainability and validation are part of the product.',
      'ai machine learning diagnostics research imaging validation',
      'Technology',
    ],
    [
      'Workforce pressure in care delivery',
      'Staff shortages push providers to automate administration. Tools that return time to clinicians win adoption.',
      'workforce automation operations scheduling adoption',
      'Talent',
    ],
  ],
  'Energy & Natural Resources': [
    [
      'Grid modernisation',
      'Distributed generation and electrification strain grids built for one-way flow. Utilities invest in sensors, forecasting and flexible capacity.',
      'grid utilities forecasting renewable storage infrastructure',
      'Technology',
    ],
    [
      'Decarbonisation roadmaps',
      'Producers commit to emission targets that investors track. Credible plans need measured baselines and capital discipline.',
      'decarbonisation emissions esg sustainability carbon reporting',
      'Sustainability',
    ],
    [
      'Asset performance management',
      'Predictive maintenance lowers downtime of ageing assets. Sensor data must reach planners and technicians in usable form.',
      'maintenance asset reliability iot sensor analytics operations',
      'Operations',
    ],
    [
      'Energy trading and risk',
      'Volatile prices raise the value of trading analytics and risk controls. Systems must handle more products and faster settlement.',
      'trading risk commodities analytics pricing',
      'Market',
    ],
    [
      'Critical minerals supply',
      'Battery and grid build-outs increase demand for specific minerals. Traceability and permitting speed become competitive factors.',
      'mining minerals supply traceability permitting',
      'Market',
    ],
    [
      'Safety and operational discipline',
      'Safety performance remains a licence to operate. Digital permits and incident analytics support it.',
      'safety hse compliance operations incident',
      'Regulation',
    ],
  ],
  'Automotive & Mobility': [
    [
      'Software-defined vehicles',
      'Vehicle value shifts from hardware to software updated over the air. Carmakers build software organisations and platforms at scale.',
      'software embedded vehicle platform ota architecture',
      'Technology',
    ],
    [
      'Electrification of the fleet',
      'Battery-electric models change supply chains, plants and after-sales. Cost per kWh and charging experience decide adoption.',
      'electric battery ev charging manufacturing supply chain',
      'Sustainability',
    ],
    [
      'Supplier network transformation',
      'Suppliers of combustion parts must find new revenue. Planning and finance systems are consolidated to cut cost.',
      'supplier erp procurement planning cost sap manufacturing',
      'Operations',
    ],
    [
      'Connected-car data',
      'Vehicles generate data for maintenance, insurance and services. Privacy rules shape which services are possible.',
      'data connected iot privacy services analytics',
      'Technology',
    ],
    [
      'Direct sales and new retail models',
      'Manufacturers test agency and online sales. Customer data and pricing move closer to the brand.',
      'sales retail customer pricing crm digital',
      'Market',
    ],
    [
      'Regulation of emissions and safety',
      'Emission and safety rules set product roadmaps. Compliance evidence must be traceable through engineering.',
      'regulation compliance emissions safety homologation',
      'Regulation',
    ],
  ],
  'Aerospace & Defense': [
    [
      'Production ramp-up',
      'Backlogs are long and supply chains thin. Manufacturers invest in planning, quality and supplier development.',
      'production supply chain quality manufacturing planning',
      'Operations',
    ],
    [
      'Digital engineering',
      'Model-based engineering and digital twins shorten design cycles. Configuration control across partners is the hard part.',
      'engineering digital twin plm configuration systems',
      'Technology',
    ],
    [
      'Sustainable aviation',
      'Fuel efficiency and new propulsion shape long-term programmes. Data on emissions enters procurement decisions.',
      'sustainability fuel emissions propulsion',
      'Sustainability',
    ],
    [
      'Cyber resilience',
      'Defence programmes demand strict security certification across the supply chain. Suppliers need audit-ready processes.',
      'security cyber compliance certification supply chain',
      'Regulation',
    ],
    [
      'Aftermarket services',
      'Maintenance and services produce steady margins. Predictive maintenance data supports service contracts.',
      'maintenance services aftermarket analytics mro',
      'Market',
    ],
    [
      'Specialist talent scarcity',
      'Cleared engineers and specialists are hard to hire. Knowledge transfer and training programmes matter.',
      'talent engineering training knowledge transfer',
      'Talent',
    ],
  ],
  'Airlines & Travel': [
    [
      'Dynamic pricing and offer management',
      'Airlines move from fixed fare classes to continuous pricing of bundled offers. Revenue teams need data and experimentation skills.',
      'pricing revenue offer ndc analytics',
      'Market',
    ],
    [
      'Operational recovery',
      'Disruptions cost more than ever in compensation and reputation. Crew and fleet recovery tools are a priority.',
      'operations recovery scheduling crew optimisation',
      'Operations',
    ],
    [
      'Customer experience across channels',
      'Travellers expect to self-serve every change in the app. Integration of legacy booking systems is the bottleneck.',
      'customer experience digital app booking integration',
      'Technology',
    ],
    [
      'Sustainable aviation fuel and emissions reporting',
      'Emission rules and corporate buyers ask for measured footprints. Data and reporting capabilities grow.',
      'sustainability emissions reporting fuel',
      'Sustainability',
    ],
    [
      'Loyalty as a business',
      'Loyalty programmes earn from partners as much as from flights. Partnerships and data drive value.',
      'loyalty partnerships crm data revenue',
      'Market',
    ],
    [
      'Frontline workforce',
      'Staffing shortages limit capacity. Training and scheduling tools keep operations stable.',
      'workforce training scheduling operations',
      'Talent',
    ],
  ],
  'Consumer Products & Retail': [
    [
      'Unified commerce',
      'Stores, apps and marketplaces share one stock and one customer view. Order management and integration are the backbone.',
      'omnichannel ecommerce inventory order management integration',
      'Technology',
    ],
    [
      'Margin pressure and pricing',
      'Input costs and promotions squeeze margins. Pricing analytics and cost-to-serve models guide decisions.',
      'pricing margin promotion analytics cost',
      'Market',
    ],
    [
      'Demand planning with real signals',
      'Forecasts use point-of-sale and external data. Planning teams move from monthly cycles to weekly ones.',
      'demand planning forecasting supply chain s&op data',
      'Operations',
    ],
    [
      'Retail media',
      'Retailers sell advertising on their own channels. Data partnerships and measurement become new revenue.',
      'retail media advertising data partnerships measurement',
      'Market',
    ],
    [
      'Sustainable packaging and sourcing',
      'Regulation and shoppers push for recyclable packaging and traceable sourcing. Supplier data becomes a compliance topic.',
      'sustainability packaging sourcing traceability esg',
      'Sustainability',
    ],
    [
      'Store productivity',
      'Labour is the largest store cost. Scheduling, self-checkout and task tools raise productivity.',
      'store operations workforce productivity automation',
      'Operations',
    ],
  ],
  'Media & Entertainment': [
    [
      'Streaming profitability',
      'Services shift from subscriber growth to profit. Bundles, ad tiers and churn reduction lead the agenda.',
      'streaming subscription churn advertising revenue',
      'Market',
    ],
    [
      'Generative tools in production',
      'Studios and agencies adopt generative tools for drafts and localisation. Rights and quality control set the limits.',
      'ai generative production content localisation rights',
      'Technology',
    ],
    [
      'First-party data and measurement',
      'Privacy changes limit third-party tracking. Publishers build first-party data and new measurement.',
      'data privacy measurement audience analytics',
      'Technology',
    ],
    [
      'Creator economy',
      'Independent creators compete with studios for attention. Platforms and brands build creator programmes.',
      'creator content community brand partnerships',
      'Market',
    ],
    [
      'Rights and royalties management',
      'More platforms mean more complex licensing. Accurate rights data protects revenue.',
      'rights royalties licensing data finance',
      'Operations',
    ],
    [
      'Live and event experiences',
      'Live formats hold attention that on-demand content loses. Ticketing and fan data grow in value.',
      'live events ticketing fans experience',
      'Market',
    ],
  ],
  Telecommunications: [
    [
      '5G monetisation',
      'Operators look for returns on network investment. Enterprise services and private networks are the main bets.',
      '5g network enterprise private services revenue',
      'Market',
    ],
    [
      'Network automation',
      'Software-defined networks and automation cut operating cost. Skills shift from hardware to software.',
      'network automation sdn software operations cloud',
      'Technology',
    ],
    [
      'Fibre build-out',
      'Fibre rollouts compete for crews and permits. Planning and partner management decide speed.',
      'fibre rollout infrastructure planning partners',
      'Operations',
    ],
    [
      'Customer churn and experience',
      'Saturated markets make retention the growth lever. Digital service and personalised offers reduce churn.',
      'churn customer experience retention crm digital',
      'Market',
    ],
    [
      'Security of critical infrastructure',
      'Networks are regulated as critical infrastructure. Vendor and security rules shape architecture.',
      'security critical infrastructure compliance vendor',
      'Regulation',
    ],
    [
      'IT stack simplification',
      'Operators retire legacy billing and CRM systems. Transformation programmes need finance and process knowledge.',
      'billing crm erp transformation legacy migration',
      'Operations',
    ],
  ],
  'Industrial Goods & Services': [
    [
      'Smart factories',
      'Manufacturers connect machines to planning systems. Data from the shop floor drives quality and throughput.',
      'manufacturing iot mes automation quality industry 4.0',
      'Technology',
    ],
    [
      'ERP consolidation',
      'Groups built from acquisitions run many ERP systems. Consolidation to one core cuts cost and speeds the close.',
      'erp sap s/4hana consolidation finance migration',
      'Operations',
    ],
    [
      'Service-based business models',
      'Equipment makers sell uptime and services, not only machines. Contracts rely on usage data.',
      'services subscription aftermarket data contracts',
      'Market',
    ],
    [
      'Supply chain resilience',
      'Companies diversify suppliers and hold more buffer stock. Planning visibility becomes a competitive factor.',
      'supply chain procurement planning resilience logistics',
      'Operations',
    ],
    [
      'Energy efficiency in production',
      'Energy costs and emission targets push efficiency projects. Measurement comes before savings.',
      'energy efficiency emissions sustainability production',
      'Sustainability',
    ],
    [
      'Skilled labour shortage',
      'Retirements drain experience from plants. Training and knowledge capture are priorities.',
      'talent training workforce knowledge',
      'Talent',
    ],
  ],
  'Real Estate & Infrastructure': [
    [
      'Portfolio decarbonisation',
      'Owners face efficiency rules and investor scrutiny on buildings. Retrofit plans need reliable energy data.',
      'sustainability energy buildings esg retrofit',
      'Sustainability',
    ],
    [
      'Hybrid work and office demand',
      'Office demand shifts to fewer, better spaces. Owners use occupancy data to redesign portfolios.',
      'office occupancy workplace portfolio strategy',
      'Market',
    ],
    [
      'Infrastructure investment programmes',
      'Public programmes fund transport and energy infrastructure. Delivery capacity and cost control limit progress.',
      'infrastructure projects delivery cost public',
      'Operations',
    ],
    [
      'Construction productivity',
      'Construction has lagged other industries in productivity. Digital planning and prefabrication close the gap.',
      'construction bim planning productivity project management',
      'Technology',
    ],
    [
      'Interest-rate sensitivity',
      'Higher financing costs change valuations and deal volume. Finance teams model scenarios more often.',
      'finance valuation investment modelling',
      'Market',
    ],
    [
      'Property data platforms',
      'Owners consolidate lease, energy and maintenance data. Better data supports both reporting and operations.',
      'data platform property management reporting',
      'Technology',
    ],
  ],
  'Chemicals & Materials': [
    [
      'Circular materials',
      'Recycled feedstocks and circular designs move from pilots to plants. Traceability of inputs becomes a requirement.',
      'circular recycling sustainability materials traceability',
      'Sustainability',
    ],
    [
      'Energy and feedstock costs',
      'Energy-intensive plants face volatile costs. Efficiency and flexible operations protect margins.',
      'energy cost efficiency operations margin',
      'Market',
    ],
    [
      'Digital operations in plants',
      'Process data and advanced control raise yield. Operators need people who connect data and chemistry.',
      'process control data analytics operations plant',
      'Technology',
    ],
    [
      'Regulatory chemical compliance',
      'Substance regulation expands. Product data must be complete and current across markets.',
      'regulation compliance reach product data safety',
      'Regulation',
    ],
    [
      'Portfolio reshaping',
      'Groups divest commodity units and invest in specialties. Carve-outs require finance and system separation.',
      'divestment carve-out portfolio finance erp',
      'Operations',
    ],
    [
      'Supply chain planning',
      'Long lead times and volatile demand call for better planning. Integrated business planning links sales and plants.',
      'supply chain planning s&op logistics',
      'Operations',
    ],
  ],
  'Private Equity & Investment': [
    [
      'Value creation in portfolio companies',
      'With higher financing costs, returns depend on operational improvement. Funds hire operating partners and transformation leads.',
      'value creation operations portfolio transformation',
      'Operations',
    ],
    [
      'Data-driven due diligence',
      'Funds analyse customer and operating data before deals. Speed and depth of analysis are competitive.',
      'due diligence analytics data modelling',
      'Technology',
    ],
    [
      'Finance function upgrades after acquisition',
      'New owners need fast, reliable reporting. ERP and close improvements are early priorities.',
      'finance reporting erp close consolidation',
      'Operations',
    ],
    [
      'Private credit growth',
      'Private lenders fill gaps left by banks. Credit analysis and monitoring skills are in demand.',
      'credit lending risk monitoring',
      'Market',
    ],
    [
      'ESG in investment decisions',
      'Limited partners ask for ESG data on portfolios. Reporting must be consistent and auditable.',
      'esg reporting sustainability investors',
      'Regulation',
    ],
    [
      'Exit readiness',
      'Buyers scrutinise data quality and systems. Clean reporting shortens the sale process.',
      'exit reporting data quality systems',
      'Market',
    ],
  ],
  'Public Sector & Government': [
    [
      'Digital public services',
      'Citizens expect online services that work first time. Agencies rebuild services around user needs.',
      'digital services citizens user research accessibility',
      'Technology',
    ],
    [
      'Legacy system replacement',
      'Core systems in tax, benefits and finance are decades old. Replacement programmes need careful migration.',
      'legacy migration erp finance systems modernisation',
      'Operations',
    ],
    [
      'Procurement and value for money',
      'Spending reviews demand evidence of value. Procurement becomes more data-driven.',
      'procurement spend value analytics',
      'Operations',
    ],
    [
      'Data sharing with privacy',
      'Agencies share data to improve services under strict privacy law. Governance and security are central.',
      'data governance privacy security sharing',
      'Regulation',
    ],
    [
      'Workforce skills in government',
      'Digital and data skills are scarce in the public sector. Training and partnership models fill the gap.',
      'skills training workforce capability',
      'Talent',
    ],
    [
      'Resilience and emergency preparedness',
      'Governments plan for climate, cyber and health emergencies. Coordination and data systems support response.',
      'resilience emergency planning cyber climate',
      'Regulation',
    ],
  ],
  'Professional Services & Consulting': [
    [
      'ERP and finance transformation',
      'Clients move to cloud ERP and modern finance processes. Consultants who combine process and system knowledge lead these programmes.',
      'erp sap s/4hana finance transformation implementation migration',
      'Operations',
    ],
    [
      'AI adoption programmes',
      'Clients ask for help turning AI pilots into production use. Governance, data and change management decide success.',
      'ai adoption data governance change management',
      'Technology',
    ],
    [
      'Outcome-based engagements',
      'Clients prefer fees tied to results. Engagements need measurable baselines and benefits tracking.',
      'outcomes benefits value kpis engagement',
      'Market',
    ],
    [
      'Change management and adoption',
      'Many transformations fail on adoption, not technology. Training and stakeholder work carry equal weight.',
      'change management adoption training stakeholder',
      'Talent',
    ],
    [
      'Cloud and data platform delivery',
      'Consultancies build cloud and data platforms for clients. Delivery skills across architecture and operations are valued.',
      'cloud data platform architecture delivery',
      'Technology',
    ],
    [
      'Sustainability reporting advisory',
      'New reporting rules require auditable sustainability data. Advisors combine finance controls with ESG data.',
      'sustainability reporting esg csrd audit finance',
      'Regulation',
    ],
  ],
}

export const INDUSTRY_KNOWLEDGE: Record<Industry, KnowledgeTopic[]> = Object.fromEntries(
  Object.entries(kb).map(([industry, topics]) => [
    industry,
    topics.map(([title, description, keywords, category]) => ({ title, description, keywords, category })),
  ]),
) as Record<Industry, KnowledgeTopic[]>
