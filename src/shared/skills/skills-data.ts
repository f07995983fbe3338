import type { SkillCategory } from '#shared/skills/skills-lexicon.ts'

// The lexicon's entries, one per line: `Canonical name | alias, alias`, grouped by category. Names
// and aliases match case-insensitively on word boundaries; `=` makes one case-sensitive ("React"
// but not "react to"), a leading `!` on the name means only the aliases match ("Spring Boot", not
// the season). Names too ambiguous even for that (Go, R, C, Julia) get a context rule in
// skills-lexicon.ts.

const RAW: Record<SkillCategory, string> = {
  language: `
JavaScript | js, ecmascript, es6, es2015
TypeScript | =TS
Python | python3
Java | j2ee, java ee, jakarta ee
Kotlin |
Scala |
C# | csharp, c sharp
C++ | cpp
C |
Go | golang
=Rust |
=Ruby |
PHP |
=Swift |
Objective-C | objective c, objc
R |
MATLAB |
Julia |
=Perl |
=Dart |
=Elixir |
Erlang |
Haskell |
Clojure |
F# | fsharp
=Lua |
=Groovy |
Visual Basic | vb.net, vba
COBOL |
Fortran |
SQL | t-sql, tsql, pl/sql, plsql, ansi sql
Bash | shell scripting, bash scripting
PowerShell |
HTML | html5
CSS | css3
=Sass | scss
=Solidity |
!Assembly | assembler, assembly language, x86 assembly, arm assembly
`,
  framework: `
=React | react.js, reactjs
React Native |
=Angular | angularjs, angular.js
Vue.js | vue, vuejs
Svelte | sveltekit
Next.js | nextjs
Nuxt | nuxt.js, nuxtjs
Node.js | nodejs, node js
!Express | express.js, expressjs
NestJS | nest.js
Deno |
Django | django rest framework, drf
=Flask |
FastAPI |
!Spring | spring boot, spring framework, springboot, spring mvc, spring cloud
Hibernate |
.NET | dotnet, .net core, .net framework
ASP.NET | asp.net core
Entity Framework |
Ruby on Rails | rails, ror
Laravel |
Symfony |
jQuery |
Redux |
Tailwind CSS | tailwind, tailwindcss
=Bootstrap |
GraphQL |
gRPC |
REST APIs | rest, restful, rest api, restful apis, rest services
=Flutter |
SwiftUI |
Jetpack Compose |
=Electron |
!Unity | unity3d, unity engine, unity game engine
Unreal Engine | unreal
TensorFlow |
PyTorch |
Keras |
scikit-learn | sklearn, scikit learn
pandas |
NumPy |
LangChain |
Hugging Face | huggingface, transformers
Playwright |
=Cypress |
Selenium |
=Jest |
Vitest |
JUnit |
pytest |
=Mocha |
=Storybook |
Webpack |
=Vite |
OpenAPI | swagger
`,
  cloud: `
AWS | amazon web services
Azure | microsoft azure
Google Cloud | gcp, google cloud platform
AWS Lambda | lambda functions
Amazon S3 | =S3
Amazon EC2 | =EC2
Amazon ECS | =ECS
Amazon EKS | =EKS
Amazon RDS | =RDS
DynamoDB |
CloudFormation |
Azure DevOps |
Azure Functions |
BigQuery |
Cloud Run |
Firebase |
Heroku |
Vercel |
Netlify |
Cloudflare |
OpenStack |
Serverless |
IBM Cloud |
Oracle Cloud | =OCI
Alibaba Cloud |
SAP BTP | sap business technology platform, sap cloud platform, sap scp
`,
  data: `
PostgreSQL | postgres, postgresql
MySQL |
MariaDB |
SQLite |
Oracle Database | oracle db, oracle 19c
Microsoft SQL Server | sql server, mssql, ms sql
MongoDB | mongo
Redis |
Elasticsearch | elastic search, elk, elastic stack
OpenSearch |
Cassandra |
Neo4j |
Snowflake |
Databricks |
Apache Spark | pyspark, spark sql, =Spark
Hadoop | hdfs
=Hive |
Apache Kafka | kafka
RabbitMQ |
Apache Flink | flink
=Airflow | apache airflow
dbt |
ETL | elt, etl pipelines, data pipelines
Data Warehousing | data warehouse, dwh
Data Modeling | data modelling
Data Engineering |
Data Analysis | data analytics, data analyst
Data Science |
Data Visualization | data visualisation
Data Governance |
Data Quality |
Master Data Management | =MDM
Machine Learning | =ML
Deep Learning |
Natural Language Processing | =NLP
Computer Vision |
Large Language Models | =LLM, =LLMs, large language model
Generative AI | genai, gen ai
Artificial Intelligence | =AI
MLOps |
Statistics | statistical analysis, statistical modeling
A/B Testing | ab testing, a/b tests, experimentation
Tableau |
Power BI | powerbi
=Looker |
Qlik | qlikview, qlik sense
=SAS |
SPSS |
!Excel | microsoft excel, ms excel, =Excel
Google Analytics | ga4
Pinecone |
Vector Databases | vector database, vector db
Clinical Coding | medical coding, icd-10
`,
  devops: `
Docker | containerization, containerisation
Kubernetes | k8s
=Helm |
OpenShift |
Terraform |
Pulumi |
Ansible |
=Puppet |
=Jenkins |
GitHub Actions |
GitLab CI | gitlab ci/cd
CircleCI |
Argo CD | argocd
CI/CD | ci cd, continuous integration, continuous delivery, continuous deployment
Infrastructure as Code | =IaC, infrastructure-as-code
Prometheus |
Grafana |
Datadog |
New Relic |
Splunk |
OpenTelemetry |
Observability |
Site Reliability Engineering | =SRE
Linux | unix
Nginx |
Apache HTTP Server | apache httpd
!Networking | tcp/ip, =DNS, load balancing, computer networking, network engineering
Microservices | microservice architecture
Distributed Systems |
Cybersecurity | information security, infosec, cyber security
ISO 27001 | iso27001
SOC 2 | soc2
Penetration Testing | pentesting, pen testing
=IAM | identity and access management
Zero Trust |
DevOps |
DevSecOps |
Platform Engineering |
HashiCorp Vault |
Istio | service mesh
`,
  enterprise: `
=SAP | sap erp
SAP S/4HANA | s/4hana, s4hana, s/4 hana, sap s4, s4 hana
SAP ECC | ecc 6.0, sap r/3, r/3
SAP FI/CO | fi/co, sap fico, fico, sap fi, sap co
SAP MM | sap materials management
SAP SD | sap sales and distribution
SAP PP | sap production planning
SAP EWM | extended warehouse management
SAP TM |
SAP HCM | sap hr
SAP SuccessFactors | successfactors
SAP Ariba | ariba
SAP Concur |
SAP BW | sap bw/4hana, bw/4hana, sap business warehouse
SAP Analytics Cloud | sap sac
SAP BPC |
SAP HANA | hana
SAP Fiori | =Fiori
SAPUI5 | ui5, openui5
ABAP | abap oo
SAP Basis |
SAP PI/PO | sap pi, sap po
SAP CPI | sap integration suite, cloud platform integration
SAP IBP |
SAP GRC |
SAP Activate |
SAP Signavio | signavio
Oracle E-Business Suite | oracle ebs
Oracle Fusion |
NetSuite |
Microsoft Dynamics 365 | dynamics 365, dynamics crm, dynamics ax, dynamics nav
Salesforce | sfdc, salesforce.com
ServiceNow |
Workday HCM |
Guidewire |
=Pega |
Mulesoft |
Boomi |
UiPath | =RPA, robotic process automation
Celonis | process mining
`,
  business: `
FP&A | financial planning and analysis, financial planning & analysis
IFRS | ifrs 9, ifrs 15, ifrs 16, ifrs 17
US GAAP | gaap
=HGB |
Financial Modeling | financial modelling
Financial Reporting |
Financial Analysis |
Budgeting |
Forecasting |
Controlling |
Cost Accounting |
Management Accounting |
Accounting | bookkeeping
Accounts Payable |
Accounts Receivable |
General Ledger |
Month-End Close | month end close, year-end close, financial close
Financial Consolidation | group consolidation
Treasury |
Tax Accounting | taxation, tax compliance
!Audit | auditing, internal audit, external audit, financial audit, audit experience, it audit
Variance Analysis |
Valuation | =DCF, discounted cash flow
M&A | mergers and acquisitions
Due Diligence |
Risk Management |
Credit Risk |
Basel III |
Solvency II |
Compliance | regulatory compliance
Anti-Money Laundering | =AML, =KYC
Anaplan |
BlackLine |
Oracle Hyperion | hyperion
Revenue Cycle Management | revenue cycle
Stakeholder Management | stakeholder engagement
Project Management | project manager
Program Management | programme management
Product Management | product manager
Product Strategy |
Roadmapping | product roadmap, roadmap
Business Analysis | business analyst
Requirements Engineering | requirements gathering, requirements analysis
Change Management |
Process Improvement | process optimization, process optimisation, business process improvement
Business Process Management | bpm, bpmn
Business Strategy | strategic planning, corporate strategy
Management Consulting |
Go-to-Market | =GTM, go to market
B2B Sales | enterprise sales, saas sales, solution selling
Business Development |
Account Management | key account management
Customer Success |
Customer Service | customer support, client support
CRM |
Negotiation |
Digital Marketing | online marketing
Content Marketing |
Performance Marketing |
SEO | search engine optimization, search engine optimisation
SEM | search engine marketing, google ads, ppc
Social Media Marketing | social media
Email Marketing |
Marketing Automation |
Public Relations |
Communication Skills | written communication, verbal communication, communicator
Presentation Skills | presentations
People Leadership | team leadership, people management, leading teams
Mentoring | coaching
Recruiting | talent acquisition
Vendor Management | supplier management
Procurement | purchasing, strategic sourcing
Supply Chain Management | supply chain
Logistics |
Operations Management |
Budget Management | p&l, p&l responsibility
Pricing |
Market Research |
Business Intelligence | =BI
KPI Reporting | kpis, kpi
Executive Support | administrative support, calendar management, executive assistance
Event Planning | event management
Technical Writing | technical documentation
Customer Experience | =CX
`,
  design: `
Figma |
=Sketch |
Adobe XD |
Adobe Photoshop | photoshop
Adobe Illustrator |
Adobe InDesign | indesign
Adobe After Effects | after effects
Adobe Premiere Pro | premiere pro
Adobe Creative Suite | creative cloud, adobe cc
=Blender |
Autodesk Maya |
3ds Max |
Cinema 4D | c4d
AutoCAD |
SolidWorks |
CATIA |
Revit |
UX Design | =UX, user experience, ui/ux, ux/ui
UI Design | =UI, user interface design, ui/ux, ux/ui
User Research | usability testing
Interaction Design |
Visual Design |
Prototyping |
Wireframing | wireframes
Design Systems | design system
!Accessibility | wcag, =a11y, web accessibility, digital accessibility
Motion Design | motion graphics
Graphic Design |
Product Design |
Information Architecture |
3D Animation | 3d modeling, 3d modelling, 3d animation software
Visual Effects | =VFX
`,
  method: `
Agile | agile methodologies, agile methods
Scrum | scrum master
Kanban |
!SAFe | scaled agile framework, scaled agile, =SAFe
Lean Six Sigma | six sigma, lean management, lean manufacturing
Waterfall |
PRINCE2 |
=PMP | =PMI
ITIL |
Test-Driven Development | =TDD
Behavior-Driven Development | =BDD
Domain-Driven Design | =DDD
Design Thinking |
OKRs | =OKR, objectives and key results
Pair Programming |
Code Review | code reviews
Object-Oriented Programming | =OOP, object oriented programming, object-oriented design
Functional Programming |
Event-Driven Architecture | event-driven, event driven architecture, event sourcing
System Design | software architecture, solution architecture
Unit Testing | automated testing, test automation
Quality Assurance | =QA, software testing
Security Clearance |
GDPR | dsgvo
HIPAA |
`,
  tool: `
Git | version control
GitHub |
GitLab |
Bitbucket |
Jira | atlassian jira
Confluence |
Trello |
=Asana |
Monday.com |
=Notion |
Miro |
=Slack |
Microsoft Teams |
Microsoft Office | ms office, office 365, microsoft 365, m365
PowerPoint | microsoft powerpoint, ms powerpoint
Microsoft Word | ms word
Microsoft Visio | visio
Microsoft Access | ms access
SharePoint |
Microsoft Outlook | ms outlook
Google Workspace | g suite, gsuite, google sheets, google docs
=Postman |
VS Code | visual studio code
Visual Studio |
IntelliJ IDEA | intellij
Xcode |
Android Studio |
HubSpot |
Zendesk |
Marketo |
Mailchimp |
Airtable |
Zapier |
=Stripe |
Twilio |
Shopify |
WordPress |
Contentful |
Epic EHR | epic systems, epic emr
Cerner |
`,
}

/** A lexicon line after parsing; `patterns` are the spellings to look for, `=` marking case-sensitive ones. */
export type RawSkill = { name: string; aliases: string[]; category: SkillCategory; patterns: string[] }

/** The parsed entries, in declaration order. */
export function rawSkills(): RawSkill[] {
  return (Object.entries(RAW) as [SkillCategory, string][]).flatMap(([category, block]) =>
    block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [rawName = '', rawAliases = ''] = line.split('|').map((p) => p.trim())
        const spellings = rawAliases
          ? rawAliases
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean)
          : []
        const name = rawName.replace(/^[!=]/, '')
        const patterns = [
          ...(rawName.startsWith('!') ? [] : [rawName.startsWith('=') ? rawName : name]),
          ...spellings,
        ]
        return { name, aliases: spellings.map((a) => a.replace(/^=/, '').toLowerCase()), category, patterns }
      }),
  )
}
