import { DEFAULT_INDUSTRY, type Industry } from '#shared/constants.ts'

// The 16 industry classes of spec section 9: first keywords in the company name (as the spec
// says), then the posting's own words, else Professional Services & Consulting.

const NAME_KEYWORDS: [Industry, RegExp][] = [
  [
    'Private Equity & Investment',
    /\b(private equity|capital partners|ventures?|venture capital|asset management|investments?|(?<!key )holdings?|kkr|blackstone|carlyle|apollo global|sequoia|andreessen)\b/i,
  ],
  [
    'Financial Services',
    /\b(bank|banking|bancorp|financial|finance|insurance|reinsurance|insurers?|mutual|\w*versicherung\w*|\w*versicherer|assekuranz\w*|assurance|underwriters?|payments?|pay|credit|capital one|fintech|securities|brokerage|allianz|axa|visa|mastercard|paypal|stripe|sparkasse|volksbank\w*|raiffeisen\w*|landesbank\w*|genossenschaftsbank\w*|sparda\w*|postbank|commerzbank|deutsche bank|jpmorgan|goldman|morgan stanley|wells fargo|barclays|hsbc|ubs|n26|revolut|klarna)\b/i,
  ],
  [
    'Healthcare & Life Sciences',
    /\b(health|healthcare|medical|medic|pharma|pharmaceuticals?|bio|biotech|biologics|therapeutics|clinics?|clinical|hospitals?|care|klinik\w*|klinikum|krankenhaus|kliniken|praxis|pflege\w*|health center|health centre|nhs trust|medical center|diagnostics|genomics|life sciences|siemens healthineers|roche|novartis|pfizer|bayer|merck|medtronic|evidence|apotheke\w*|pharmacy|pharmacies|dental|dentistry|vets|veterinary|tierarzt\w*|tierklinik|lebenshilfe|caregivers?|carers?)\b|dx$/i,
  ],
  [
    'Automotive & Mobility',
    /\b(automotive|motors?|auto|cars?|mobility|vehicles?|autohaus|kfz|bmw|mercedes|volkswagen|vw|audi|porsche|tesla|toyota|ford|bosch|continental|zf|uber|lyft|sixt)\b/i,
  ],
  [
    'Aerospace & Defense',
    /\b(aerospace|aerostructures?|aviation|aeronautics?|aircraft|avionics|luftfahrt|raumfahrt|defen[cs]e|airbus|boeing|lockheed|raytheon|northrop|rheinmetall|hensoldt|safran|rolls-royce|bae systems|leonardo|space|satellites?|rocket)\b/i,
  ],
  [
    'Airlines & Travel',
    /\b(airlines?|airways|air lines|lufthansa|travel|tourism|hotels?|resorts?|hospitality|restaurants?|dining|brasserie|bistro|gastronomie|\w*gasthof|\w*gasthaus|wirtshaus|booking|expedia|airbnb|cruise|tui|marriott|hilton)\b/i,
  ],
  [
    'Telecommunications',
    /\b(telecom|telekom|telco|communications|telecommunications?|vodafone|verizon|at&t|t-mobile|telefonica|o2|ericsson|nokia|mobile network|broadband|wireless)\b/i,
  ],
  [
    'Energy & Natural Resources',
    /\b(energy|energie|stadtwerke|energieversorg\w*|power|utilities|utility|oil|gas|petroleum|solar|wind|renewables?|mining|resources|e\.on|rwe|shell|bp|exxon|chevron|totalenergies|siemens energy|vattenfall)\b/i,
  ],
  [
    'Chemicals & Materials',
    /\b(chemicals?|\w*chemie|materials|basf|dow|covestro|evonik|henkel|linde|plastics|polymers|steel|coatings)\b/i,
  ],
  [
    'Media & Entertainment',
    /\b(media|entertainment|studios?|pictures|music|games|gaming|publishing|news|newspapers?|ledger|gazette|tribune|broadcasting|museums?|galler(?:y|ies)|theat(?:re|er)s?|orchestras?|opera|netflix|spotify|disney|warner|sony music|ubisoft|radiotelevisione|television|tv|radio)\b/i,
  ],
  [
    'Consumer Products & Retail',
    /\b(retail|stores?|shop|commerce|e-commerce|consumer|foods?|beverages?|fashion|apparel|outfitters|outdoor gear|furniture|bakery|bakeries|bakers|brewery|breweries|brewing|confectionery|homewares|getränke\w*|lebensmittel\w*|nahrungsmittel\w*|\w*(?:molkerei|käserei|brauerei|bäckerei|metzgerei|fleischerei)|süßwaren\w*|möbel\w*|cosmetics|beauty|grocery|supermarket|kaufhaus|warenhaus|sporthaus|modehaus|drogerie\w*|baumarkt|fitness|gyms?|health clubs?|fitnessstudios?|nestl[eé]|unilever|procter|p&g|adidas|nike|zalando|ikea|lidl|aldi|rewe|edeka|walmart|target|otto|farms?|farming|dairy|pastoral|agri\w*|agro\w*|agrar\w*|landwirtschaft\w*|horticultur\w*|fmcg)\b/i,
  ],
  [
    'Real Estate & Infrastructure',
    /\b(real estate|realty|properties|property|immobilien|construction|infrastructure|civil engineering|contractors|bau|bauunternehmung|builders|housing|plumbing|haustechnik|holzbau|fertighaus\w*|fertighäuser\w*|fertigteilhaus\w*|massivhaus\w*|hausbau|wohnbau\w*|wohnungsbau\w*|baugenossenschaft\w*|wohnungsgenossenschaft\w*|wohnungsgesellschaft\w*|prefab\w*|homebuilders?|house ?builders?|(?<!care |nursing |residential )homes|landscap\w*|landschaftsbau\w*|galabau|tischlerei|schreinerei|reit|vonovia|hochtief|architekten|architects|architecture)\b/i,
  ],
  [
    'Industrial Goods & Services',
    /\b(industrial|industries|manufacturing|machinery|maschinenbau|antriebstechnik|anlagenbau|werkzeugbau|befestigungs\w*|fasteners|fixings|pumps?|valves?|packaging|verpackung\w*|engineering gmbh|logistics|logistik|spedition|shipping|freight|seaports?|ferryports?|port authorit(?:y|ies)|terminals?|stevedor\w*|maritime|hafen\w*|baustoffhandel\w*|builders'? merchants?|mechanical|siemens|abb|schneider|thyssenkrupp|caterpillar|3m|honeywell|dhl|kuehne|maersk|trumpf)\b/i,
  ],
  [
    'Public Sector & Government',
    /\b(government|ministry|ministerium|federal|county|city of|state of|public sector|department of|bundes\w*|stadt|landkreis|council|university|universität|hochschule|school|academy|college|army|navy|police|kita\w*|kindergarten|kindertages\w*|parks and wildlife|national park service|librar(?:y|ies))\b/i,
  ],
  [
    'Technology',
    /\b(tech|technologies|technology|software|it[- ]solutions?|it[- ]services|systems|labs?|ai|data|digital|cloud|cyber|computing|analytics|platform|apps?|online|networks?|microsoft|google|alphabet|meta|amazon|apple|sap|oracle|salesforce|ibm|intel|nvidia|adobe|atlassian|github|gitlab|openai|anthropic|palantir|\.io|\.ai)\b/i,
  ],
  [
    'Professional Services & Consulting',
    /\b(consulting|consultants?|advisory|beratung|\w*kanzlei|steuerberat\w*|wirtschaftsprüf\w*|partners|accenture|deloitte|pwc|kpmg|ey|ernst|mckinsey|bcg|bain|capgemini|law|legal|llp|solicitors|attorneys|rechtsanwälte|staffing|recruit(ment|ing)|agency)\b/i,
  ],
]

const TEXT_KEYWORDS: [Industry, RegExp][] = [
  [
    'Financial Services',
    /\b(banking|fintech|payments|insurance|insurer|lending|credit risk|trading|wealth management|financial services|\w*versicherung\w*|\w*versicherer\w*|underwriting|solvency ii|genossenschaftsbank\w*|kreditinstitut\w*|finanzdienstleist\w*|kreditgeschäft\w*)\b/gi,
  ],
  [
    'Technology',
    /\b(saas|software|software company|software products?|softwarelösung\w*|softwareentwicklung|platforms?|plattform\w*|apis?|cloud platform|developer tools|startup|ai-powered|generative ai)\b/gi,
  ],
  [
    'Healthcare & Life Sciences',
    /\b(healthcare|clinical|patients?|hospital|medical|pharma|biotech|health systems?|clinicians?|primary care|mental health|surgical|orthopa?edic|medical devices?|medtech|medizintechnik|nhs|care homes?|gp practices?|nurs\w+|krankenhaus|klinikum|patient\w*|pflege\w*|intensivstation|biologics|monoclonal antibod\w*|gmp facility)\b/gi,
  ],
  [
    'Energy & Natural Resources',
    /\b(energy|renewables?|utilities|oil and gas|grid|mining|solar|wind farms?|strom|erdgas|fernwärme|wasserversorgung|energieversorgung)\b/gi,
  ],
  [
    'Automotive & Mobility',
    /\b(automotive|vehicles?|mobility|oem|car manufacturer|automobil\w*|fahrzeug\w*|electric vehicles?|ev charging|auto parts|car parts|aftermarket)\b/gi,
  ],
  [
    'Aerospace & Defense',
    /\b(aerospace|aerostructures?|defen[cs]e|aircraft|airframes?|satellites?|avionics|airworthiness|business jets?|luftfahrt|flugzeug\w*|security clearance)\b/gi,
  ],
  [
    'Airlines & Travel',
    /\b(airlines?|travel|hospitality|hotels?|tourism|flights?|guests?|resorts?|hotellerie|restaurants?|inns?|gastronomie|catering|\w*fluggesellschaft\w*|cabin crew)\b/gi,
  ],
  [
    'Consumer Products & Retail',
    /\b(retail|e-?commerce|consumer goods|fmcg|cpg|stores?|merchandising|shoppers?|apparel|footwear|clothing|toys|homewares|einzelhandel\w*|fachhandel\w*|lebensmittelindustrie|getränkeindustrie|nahrungsmittelindustrie|sportfachhandel\w*|fachhändler\w*)\b/gi,
  ],
  [
    'Media & Entertainment',
    /\b((?<!social )media|entertainment|broadcast(ing)?|publishing|content creation|streaming|games?|newsroom)\b/gi,
  ],
  [
    'Telecommunications',
    /\b(telecom(munications)?|telco|5g|4g|lte|network operators?|mobile operators?|(?:mobile|wireless|network|telecoms?|cellular) carriers?|carrier[- ]grade|broadband|fibre|fiber|radio access network|core network|telekommunikation|mobilfunk\w*)\b/gi,
  ],
  [
    'Industrial Goods & Services',
    /\b(manufactur\w+|industrial|factory|plants?|supply chain|logistics|distribution cent(?:re|er)s?|warehous\w+|haulage|freight|fleet|dispatch\w*|couriers?|trucking|machinery|production lines?|produktionsanlagen|oems?|maschinenbau|sondermaschinenbau|anlagenbau|fertig(?:t|ung)|hersteller|produktion|getriebe|antriebs\w+|armaturen|produzier\w+|spritzgie(?:ß|ss)\w*|kunststoff\w*|spritzguss\w*|zulieferer|industriearmaturen)\b/gi,
  ],
  [
    'Real Estate & Infrastructure',
    /\b(real estate|property management|construction|infrastructure(?: projects?| schemes?)?|civil engineering|highways?|bridges?|earthworks|tunnels?|railways?|flood[- ]defen[cs]e|building sites?|baustellen?|hochbau|tiefbau|straßenbau|social housing|affordable homes|supported housing|shared ownership|tenants?|tenancy|tenancies|landlords?|lettings|mieter\w*|mietwohnung\w*|wohnungsbestand|fertighaus\w*|fertighäuser\w*|prefab(?:ricated)? homes?|modular homes?|timber[- ]frame homes?)\b/gi,
  ],
  [
    'Chemicals & Materials',
    /\b(chemicals?|chemistry|materials science|polymers?|coatings|chemische[nmrs]?|chemikant\w*|chemiepark\w*|spezialchemie|kunstharz\w*|\w*harze|resins?|additives)\b/gi,
  ],
  [
    'Private Equity & Investment',
    /\b(private equity|portfolio companies|venture capital|fund(s)? of|investment firm|deal flow|lp|(?<!customer |enhanced )due diligence)\b/gi,
  ],
  [
    'Public Sector & Government',
    /\b(government|public sector|federal|ministry|citizens|residents|public service|local authority|council|elected members|state school|schools?|pupils|curriculum|ofsted|schule\w*|schüler\w*|unterricht\w*|lehrkr(?:aft|äfte)\w*|öffentlicher dienst|behörde|verwaltung|kita|kinderbetreuung|childcare|early years|early learning|early childhood|long day care|preschools?|kindergartens?|krippe\w*|magistrat\w*|\w*gemeinde|rathaus|bürgerservice|stadtverwaltung|municipal\w*)\b/gi,
  ],
  [
    'Professional Services & Consulting',
    /\b(consulting|consultancy|advisory|clients? engagements?|professional services|law firm|legal services|\w*kanzlei|steuerberat\w*|wirtschaftsprüf\w*|beratung|(?:branding|design|creative|advertising|marketing|digital|recruitment|staffing) agenc(?:y|ies))\b/gi,
  ],
]

// The work a posting describes, which says the industry of the posting as a whole but does not name
// one: a skill called "HVAC" or "Journalism" is not met by any employer of that class.
const WORK_CUES: [Industry, RegExp][] = [
  // A restaurant's kitchen and floor: hospitality, with the hotels.
  [
    'Airlines & Travel',
    /\b(front of house|back of house|head chefs?|sous chefs?|chefs? de (?:partie|rang)|kitchen brigade|\d+-seat(?:er)?|sitzplätze\w*|gäste\w*|waiting staff|sommeliers?|bartend\w*|küchenchef\w*|servicekr(?:aft|äfte))\b/gi,
  ],
  // Claims and cover are an insurer's work, also when the line insured is motor ("Kfz-Haftpflicht").
  [
    'Financial Services',
    /\b(banks?|money laundering|financial crime|aml|fca|claims handl\w*|policyholders?|policy wording|loss adjust\w*|schadenregulierung\w*|schadenbearbeitung\w*|versicherungsnehmer\w*|haftpflicht\w*|kasko\w*)\b/gi,
  ],
  [
    'Healthcare & Life Sciences',
    /\b(apothek\w*|pharmazeut\w*|arzneimittel\w*|dental|dentistry|veterinary)\b/gi,
  ],
  // Care providers (aged care, disability support, home care) and animal practices: their posting speaks
  // of the care and the animals rather than of patients.
  [
    'Healthcare & Life Sciences',
    /\b(disabilit(?:y|ies)|personal cares?|aged care|elderly care|older (?:people|adults)|dementia|domiciliary|home care|home health(?: aides?| agenc(?:y|ies))?|residential care|care workers?|care assistants?|caregiv\w*|carers?|home-based care|ndis|altenpflege\w*|behinderung\w*|eingliederungshilfe|heilerzieh\w*|senioren(?:heim|zentrum|zentren|residenz)\w*|alterszentr\w*|betagte\w*|pflegeeinrichtung\w*|tierärzt\w*|tierarzt\w*|tierklinik\w*|kleintier\w*|vets|vet (?:nurs\w*|practice|hospital|clinic))\b/gi,
  ],
  ['Automotive & Mobility', /\b(kfz\w*|pkw|autohaus)\b/gi],
  [
    'Media & Entertainment',
    /\b(newsrooms|newspapers?|journalis\w+|reporters?|editorial|museums?|curat(?:or|ors|orial)|exhibitions?|galler(?:y|ies)|live events?|event production|concerts?|festivals?|rehearsals?|veranstaltungstechnik)\b/gi,
  ],
  // Farming has no class of its own: what a farm grows or raises is food, so it is read with consumer products.
  [
    'Consumer Products & Retail',
    /\b(farm(?:s|ing)?|livestock|cattle|sheep|dairy|herds?|pasture|crops?|cropping|harvest|ackerbau|landwirt\w*|agrar\w*|milchvieh\w*|viehhaltung|ernte|orchards?|vineyards?|growers?|kiwifruit|horticultur\w*|glasshouses?|gartencent\w*|garden cent(?:re|er)s?|baumschul\w*|gärtnerei\w*)\b/gi,
  ],
  // A salon sells its treatments to consumers: a consumer service, read with consumer products.
  [
    'Consumer Products & Retail',
    /\b(beauty salons?|salons?|beauty therap\w*|facials?|waxing|manicures?|pedicures?|hairdress\w*|friseur\w*|barbers?|nail techn\w*|kosmetikstudio\w*)\b/gi,
  ],
  // A gym sells memberships to consumers: a consumer service, read with consumer products.
  [
    'Consumer Products & Retail',
    /\b(fitness|gyms?|health clubs?|personal trainers?|group (?:fitness|exercise)|fitnessstudio\w*)\b/gi,
  ],
  [
    'Public Sector & Government',
    /\b(state parks?|national parks?|public librar(?:y|ies)|park rangers?|non-?profits?|not-for-profit|charit(?:y|ies|able)|501\(c\)\(3|funders|wioa|gemeinnützig\w*|social work(?:ers?)?|social services|child protection|family support|youth work(?:ers?)?|jugendhilfe|jugendamt\w*|sozialarbeit\w*|sozialpädagog\w*|bürgeramt\w*|meldebehörde\w*)\b/gi,
  ],
  // A law firm's work: the posting speaks of its lawyers and cases rather than calling itself one.
  [
    'Professional Services & Consulting',
    /\b(manned guarding|security (?:services|officers?|guards?)|door supervisors?|key holding|alarm response|sicherheitsdienst\w*|wachdienst\w*|bewachung\w*|attorneys?|litigation|paralegals?|solicitors?|conveyanc\w*|law firms?|legal executives?|rechtsanw(?:alt|älte|ältin)\w*|kanzlei\w*|notariat\w*)\b/gi,
  ],
  [
    'Industrial Goods & Services',
    /\b(spedition\w*|logistik\w*|fuhrpark\w*|seaports?|ferryports?|port (?:operations?|terminals?|authorit(?:y|ies))|container terminals?|quays?(?:side)?|berths?|(?<!blood |pressure )vessels?|stevedor\w*|straddle carriers?|reach stackers?|ship-to-shore|shipping lines?|cargo|ro-ro|hafen\w*|containerterminal\w*|(?:builders?'?|plumbers?'?|plumbing|building|timber|electrical|trade) merchants?|trade (?:branch(?:es)?|counters?)|(?:plumbing|electrical|building|trade) (?:wholesal\w*|distribut\w*)|baustoffhandel\w*|großhandel\w*|stückgut\w*|hvac|refrigeration|machining|machinists?|cnc\w*|zerspan\w*|dreh(?:maschinen|technik|teile|er)|fräs\w*|präzisionsteil\w*|werkzeugmaschinen)\b/gi,
  ],
  [
    'Real Estate & Infrastructure',
    /\b(homeowners?|home builders?|house ?build\w*|new homes?|new home builds?|(?:single|double)[- ]storey homes?|volume (?:residential|house) build\w*|landscap\w*|garden design\w*|grounds maintenance|(?:garten- und )?landschaftsbau\w*|galabau|landschaftsgärtner\w*|(?:main|principal|building|construction|electrical) contractors?|new[- ]build\w*|rewir\w+|fit-outs?|elektroinstallation\w*|elektroanlagen|gebäudetechnik|neubau\w*|altbau\w*|gewerbebau\w*|residential (?:construction|install\w*|new build\w*|heating|hvac|properties|property)|architekt\w*|architecture|hoai|bauantr\w*|bauherr\w*|wohnungsbau|plumb(?:er|ers|ing)|(?:commercial|residential|domestic) electricians?|housing associations?|sanitär\w*|heizungs\w*|haustechnik|shk|innenausbau|möbelbau|tischler\w*|schreiner\w*|zimmerer\w*|zimmerei|dachdecker\w*|trockenbau\w*|rohbau|maurer\w*|fliesenleger\w*|maler und lackierer\w*|office parks?|facilit(?:y|ies) management|property managers?|building inspections?)\b/gi,
  ],
]

// Company-name words that say little on their own ("Kessler Pump Systems" is not a software firm).
const WEAK_NAME =
  /^(?:tech|technologies|technology|systems|labs?|data|digital|cloud|networks?|platform|apps?|online|computing|analytics|ai|care|bio|partners|agency|power|pay|group|studios?)$/i

export type ClassifyIndustryOptions = {
  company: string
  text: string
  /** The industry the page's structured data names (JSON-LD `industry`), when it has one. */
  structured?: string
}

const NAME_GLOBAL = NAME_KEYWORDS.map(
  ([industry, pattern]) => [industry, new RegExp(pattern.source, 'gi')] as const,
)
const TEXT_SINGLE = TEXT_KEYWORDS.map(
  ([industry, pattern]) => [industry, new RegExp(pattern.source, 'i')] as const,
)

const TRADE_SUPPLIER =
  /\b(?:suppl(?:y|ies)|merchants?|wholesal\w*|distributors?|distribution|\w*handel|\w*großhandlung)\b/i
// The building trades' goods, named by a merchant of them.
const TRADE_GOODS =
  /\b(?:plumbing|building|builders'?|heating|electrical|timber|roofing|sanitär\w*|haustechnik|elektro\w*|bau\w*)\b/i

function nameScores(company: string): Map<Industry, number> {
  const scores = new Map<Industry, number>()
  for (const [industry, pattern] of NAME_GLOBAL) {
    const found = company.match(pattern) ?? []
    if (found.length === 0) continue
    const strong = found.some((word) => !WEAK_NAME.test(word.trim()))
    scores.set(industry, strong ? 6 : 2)
  }
  // "Kiwi Plumbing Supplies", "Nord Baustoffhandel": a merchant of a trade's goods sells to the trade
  // and is a distributor, not a builder.
  const building = scores.get('Real Estate & Infrastructure') ?? (TRADE_GOODS.test(company) ? 6 : 0)
  if (building && TRADE_SUPPLIER.test(company)) {
    scores.delete('Real Estate & Infrastructure')
    scores.set(
      'Industrial Goods & Services',
      Math.max(building, scores.get('Industrial Goods & Services') ?? 0),
    )
  }
  return scores
}

const BUILDINGS =
  /\b(?:hospital|school|care home|clinic|healthcare|health|education|office|retail|hotel|universit(?:y|ies)|student|laborator(?:y|ies))s?\s+(?:wings?|extensions?|buildings?|projects?|schemes?|refurbishments?|fit-outs?|new[- ]builds?|developments?|blocks?)\b/gi
const SELF_WEIGHT = 5
// Read tier by tier: a word that names an industry ("insurance", "architecture practice") says
// more than a word of its work, which may be the customers ("writes homeowners and farm insurance").
const SELF_TIERS = [NAME_GLOBAL, TEXT_KEYWORDS, WORK_CUES]
// Where a company's own sentence turns from what it is to whom or where it serves: "X is a main
// contractor delivering projects | for NHS trusts", "We are an agency | working with charities",
// "Wir sind Hersteller | für die Lebensmittelindustrie". A contractor building hospitals is no hospital.
// "X is an electrical contractor | working on commercial fit-outs, schools and aged care": what a
// company works on is its customers' buildings, not its industry.
// "X is a rehabilitation clinic in Surrey, | helping clients recover after motor vehicle accidents":
// a participle after a comma says what it does for its clients, not what it is.
const SERVED =
  /\s(?:for|to|across|serving|with|in the|within|working (?:on|in|across)|delivering|für|bei|zum|zur|mit|in der|in den)\s|,\s(?:helping|supporting|serving|providing|offering|working|caring)\s/i
const MAX_SELF_SENTENCES = 3
// The company's own sentence of what it makes ("X manufactures …", "X stellt … her", "X baut …"),
// its verb among the first six words.
const MAKES =
  /^\S+(?:\s+\S+){0,5}?\s+(?:manufactures|produces|makes|builds|designs and (?:builds|manufactures)|stellt|fertigt|produziert|baut|entwickelt und (?:fertigt|baut|produziert))\s/i
// The company's own sentence of what it trades in ("X supplies aftermarket auto parts to …", "X
// vertreibt Ersatzteile für …"): a distributor is in the industry of the goods it names.
const DEALS = /^\S+(?:\s+\S+){0,5}?\s+(?:supplies|distributes|sells|wholesales|vertreibt|liefert)\s/i
// The maker's verb itself, which the classes read as manufacturing whatever is made.
const MAKER_VERB = /\b(?:manufactures|produces|fertigt|produziert)\b/gi
// What a maker's sentence names as made goods: a strong verb makes goods of anything; "baut",
// "builds" and "makes" name goods by their nouns (machines, plants, equipment, vehicles).
const MADE_GOODS =
  /\s(?:manufactures|produces|stellt\s.*\sher\b|fertigt|produziert)|(?:anlagen|maschinen|geräte|fahrzeuge|komponenten|machines|machinery|equipment|vehicles|components)\b/i
// The industries whose suppliers belong to them, named as whom a maker serves.
const SUPPLY_CHAIN: [Industry, RegExp][] = [
  [
    'Automotive & Mobility',
    /\b(?:automobilindustrie|automobilhersteller|automotive(?: industry| oems?)?|car makers|carmakers)\b/i,
  ],
  [
    'Aerospace & Defense',
    /\b(?:luft- und raumfahrt\w*|luftfahrtindustrie|aerospace(?: industry)?|aircraft makers)\b/i,
  ],
]
const JOB_TALK =
  /^\S+\s+(?:(?:are|is|sind|ist)\s+)?(?:looking|recruiting|hiring|seeking|searching|offer|offers|need|suchen|sucht|bieten|bietet|freuen)\b/i

/**
 * The industries the company's own sentences of what it is name ("We are an employee-owned
 * architecture practice", "Marsh & Tolley is a main contractor", "Wir sind ein Meisterbetrieb und
 * installieren Elektroanlagen"), read up to the words that name the customers it serves, with the
 * weight each class gets.
 */
function selfDescribed(company: string, text: string): Map<Industry, number> {
  const first = /^[\p{L}][\p{L}&'’.-]*/u.exec(company.trim())?.[0]
  const opener = new RegExp(
    `^(?:we|wir|our (?:company|business|firm|group)|unser(?:e)? (?:unternehmen|betrieb|firma)${first && first.length > 2 ? `|(?:the|die|der|das)?\\s*${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : ''})\\s`,
    'iu',
  )
  const found = new Map<Industry, number>()
  let sentences = 0
  // Sentences end at a full stop before a space or a line's end; a page's first part describes the company.
  for (const sentence of text.slice(0, 4000).split(/[.!?](?:\s|$)|\n/)) {
    const trimmed = sentence.trim()
    // A header line of facts ("Acme Ltd · Leeds · £30,000") and the sentences about the job ("We are
    // recruiting …", "Wir bieten …") say nothing of what the company does.
    if (
      !opener.test(trimmed) ||
      /[·|]/.test(trimmed) ||
      (/[£$€]/.test(trimmed) && !/\s(?:is|are|ist|sind)\s/.test(trimmed)) ||
      JOB_TALK.test(trimmed)
    )
      continue
    // "X is a main contractor", "We are an architecture practice", "Wir sind ein Meisterbetrieb":
    // a sentence of what the company is. One of what it does ("We run store deliveries", "designs
    // composite wing components") names its products and customers as often as its industry.
    const makes = MAKES.test(trimmed)
    if (!makes && !/^\S+(?:\s+\S+){0,4}?\s+(?:is|are|ist|sind)\s/i.test(trimmed) && !DEALS.test(trimmed))
      continue
    const clause = trimmed.split(SERVED)[0]!
    // "Die Hanse Abfülltechnik GmbH baut seit 1968 Abfüll- und Etikettieranlagen": a company that
    // makes goods no class names, for customers no class names, is a manufacturer. Where a class is
    // named ("manufactures wing components for commercial aircraft"), the text's counts decide.
    if (makes) {
      const rest = trimmed.replace(MAKER_VERB, ' ')
      // Goods a maker's own class names ("hooks for ports") leave it a maker.
      const isNamed = SELF_TIERS.some((tier) =>
        tier.some(
          ([industry, pattern]) =>
            industry !== 'Industrial Goods & Services' && new RegExp(pattern.source, 'i').test(rest),
        ),
      )
      if (!isNamed && MADE_GOODS.test(clause)) found.set('Industrial Goods & Services', SELF_WEIGHT)
      if (++sentences >= MAX_SELF_SENTENCES) break
      continue
    }
    // A maker of parts for cars or aircraft ("Hersteller von Kunststoffbauteilen für die
    // Automobilindustrie") is in the industry its parts go into: a supplier is classed by its chain.
    const chain = SUPPLY_CHAIN.find(([, pattern]) => pattern.test(trimmed.slice(clause.length)))
    for (const tier of SELF_TIERS) {
      // Several classes named at once share the weight ("writes homeowners, farm and property insurance").
      // A weak name word ("systems", "data") is no industry in a sentence either.
      let named = tier.filter(([, pattern]) =>
        (clause.match(pattern) ?? []).some((word) => !WEAK_NAME.test(word.trim())),
      )
      if (chain && named.length === 1 && named[0]![0] === 'Industrial Goods & Services') named = [chain]
      // "X is a builders merchant": the trade it supplies is not its own.
      if (
        TRADE_SUPPLIER.test(clause) &&
        named.some(([industry]) => industry === 'Real Estate & Infrastructure')
      )
        named = [
          ...named.filter(([industry]) => !/^(?:Real Estate|Industrial)/.test(industry)),
          ['Industrial Goods & Services', /$^/],
        ]
      for (const [industry] of named)
        found.set(industry, Math.max(found.get(industry) ?? 0, SELF_WEIGHT / named.length))
      if (named.length > 0) break
    }
    if (++sentences >= MAX_SELF_SENTENCES) break
  }
  return found
}

/**
 * The industry class of a posting or an employer, from all its evidence: the company name (a
 * telling word weighs most), the structured data's industry, and how often the text speaks of each
 * industry. Else Professional Services & Consulting.
 */
export function classifyIndustry({ company, text, structured }: ClassifyIndustryOptions): Industry {
  const scores = company ? nameScores(company) : new Map<Industry, number>()
  if (structured)
    for (const [industry, weight] of nameScores(structured))
      scores.set(industry, (scores.get(industry) ?? 0) + weight)
  // What the company says it is or does weighs about as much as a telling word in its name.
  for (const [industry, weight] of selfDescribed(company, text))
    scores.set(industry, (scores.get(industry) ?? 0) + weight)
  // "two hospital wings", "school projects": a building of a kind is a builder's work, not the
  // industry of the kind; it counts as a building and leaves the text.
  const built = text.match(BUILDINGS)?.length ?? 0
  const rest = built > 0 ? text.replace(BUILDINGS, ' ') : text
  if (built >= 2)
    scores.set(
      'Real Estate & Infrastructure',
      (scores.get('Real Estate & Infrastructure') ?? 0) + Math.min(6, built - 1),
    )
  for (const [industry, pattern] of [...TEXT_KEYWORDS, ...WORK_CUES]) {
    const count = rest.match(pattern)?.length ?? 0
    // One mention may be incidental; each further one adds, up to the weight of a telling name.
    if (count >= 2) scores.set(industry, (scores.get(industry) ?? 0) + Math.min(6, count - 1))
  }
  let best: Industry = DEFAULT_INDUSTRY
  let bestScore = 0
  for (const [industry, score] of scores) {
    if (score > bestScore) [best, bestScore] = [industry, score]
  }
  return best
}

/** The industries a short text (a requirement line) speaks of: "experience in insurance" → Financial Services. */
export function classifyIndustryMentions(text: string): Industry[] {
  return TEXT_SINGLE.filter(([, pattern]) => pattern.test(text)).map(([industry]) => industry)
}
