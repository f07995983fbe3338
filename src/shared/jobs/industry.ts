import { DEFAULT_INDUSTRY, type Industry } from '#shared/constants.ts'

// The 16 industry classes of spec section 9: first keywords in the company name (as the spec
// says), then the posting's own words, else Professional Services & Consulting.

const NAME_KEYWORDS: [Industry, RegExp][] = [
  [
    'Private Equity & Investment',
    /\b(private equity|capital partners|ventures?|venture capital|asset management|investments?|holdings?|kkr|blackstone|carlyle|apollo global|sequoia|andreessen)\b/i,
  ],
  [
    'Financial Services',
    /\b(bank|banking|bancorp|financial|finance|insurance|reinsurance|insurers?|mutual|versicherung\w*|assekuranz\w*|assurance|underwriters?|payments?|pay|credit|capital one|fintech|securities|brokerage|allianz|axa|visa|mastercard|paypal|stripe|sparkasse|commerzbank|deutsche bank|jpmorgan|goldman|morgan stanley|wells fargo|barclays|hsbc|ubs|n26|revolut|klarna)\b/i,
  ],
  [
    'Healthcare & Life Sciences',
    /\b(health|healthcare|medical|medic|pharma|pharmaceuticals?|bio|biotech|biologics|therapeutics|clinics?|clinical|hospitals?|care|klinik\w*|klinikum|krankenhaus|kliniken|praxis|pflege\w*|health center|health centre|nhs trust|medical center|diagnostics|genomics|life sciences|siemens healthineers|roche|novartis|pfizer|bayer|merck|medtronic|evidence|apotheke\w*|pharmacy|pharmacies|dental|dentistry|vets|veterinary|tierarzt\w*|tierklinik)\b|dx$/i,
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
    /\b(airlines?|airways|air lines|lufthansa|travel|tourism|hotels?|hospitality|booking|expedia|airbnb|cruise|tui|marriott|hilton)\b/i,
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
    /\b(chemicals?|chemie|materials|basf|dow|covestro|evonik|henkel|linde|plastics|polymers|steel|coatings)\b/i,
  ],
  [
    'Media & Entertainment',
    /\b(media|entertainment|studios?|pictures|music|games|gaming|publishing|news|newspapers?|ledger|gazette|tribune|broadcasting|museums?|galler(?:y|ies)|theat(?:re|er)s?|orchestras?|opera|netflix|spotify|disney|warner|sony music|ubisoft|radiotelevisione|television|tv|radio)\b/i,
  ],
  [
    'Consumer Products & Retail',
    /\b(retail|stores?|shop|commerce|e-commerce|consumer|foods?|beverages?|fashion|apparel|outfitters|outdoor gear|furniture|homewares|möbel\w*|cosmetics|beauty|grocery|supermarket|kaufhaus|warenhaus|sporthaus|modehaus|drogerie\w*|baumarkt|nestl[eé]|unilever|procter|p&g|adidas|nike|zalando|ikea|lidl|aldi|rewe|edeka|walmart|target|otto|farms?|farming|dairy|pastoral|agri\w*|agrar\w*|landwirtschaft\w*|horticultur\w*)\b/i,
  ],
  [
    'Real Estate & Infrastructure',
    /\b(real estate|realty|properties|property|immobilien|construction|infrastructure|civil engineering|contractors|bau|bauunternehmung|builders|housing|plumbing|haustechnik|holzbau|tischlerei|schreinerei|reit|vonovia|hochtief|architekten|architects|architecture)\b/i,
  ],
  [
    'Industrial Goods & Services',
    /\b(industrial|industries|manufacturing|machinery|maschinenbau|antriebstechnik|anlagenbau|werkzeugbau|pumps?|valves?|packaging|verpackung\w*|engineering gmbh|logistics|logistik|spedition|shipping|freight|mechanical|siemens|abb|schneider|thyssenkrupp|caterpillar|3m|honeywell|dhl|kuehne|maersk|trumpf)\b/i,
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
    /\b(consulting|consultants?|advisory|beratung|partners|accenture|deloitte|pwc|kpmg|ey|ernst|mckinsey|bcg|bain|capgemini|law|legal|llp|solicitors|attorneys|rechtsanwälte|staffing|recruit(ment|ing)|agency)\b/i,
  ],
]

const TEXT_KEYWORDS: [Industry, RegExp][] = [
  [
    'Financial Services',
    /\b(banking|fintech|payments|insurance|insurer|lending|credit risk|trading|wealth management|financial services|versicherung\w*|underwriting|solvency ii)\b/gi,
  ],
  [
    'Technology',
    /\b(saas|software|software company|software products?|softwarelösung\w*|softwareentwicklung|platforms?|plattform\w*|apis?|cloud platform|developer tools|startup|ai-powered|generative ai)\b/gi,
  ],
  [
    'Healthcare & Life Sciences',
    /\b(healthcare|clinical|patients?|hospital|medical|pharma|biotech|health systems?|clinicians?|primary care|nurs\w+|krankenhaus|klinikum|patient\w*|pflege\w*|intensivstation|biologics|monoclonal antibod\w*|gmp facility)\b/gi,
  ],
  [
    'Energy & Natural Resources',
    /\b(energy|renewables?|utilities|oil and gas|grid|mining|solar|wind farms?|strom|erdgas|fernwärme|wasserversorgung|energieversorgung)\b/gi,
  ],
  [
    'Automotive & Mobility',
    /\b(automotive|vehicles?|mobility|oem|car manufacturer|electric vehicles?|ev charging)\b/gi,
  ],
  [
    'Aerospace & Defense',
    /\b(aerospace|aerostructures?|defen[cs]e|aircraft|airframes?|satellites?|avionics|airworthiness|business jets?|luftfahrt|flugzeug\w*|security clearance)\b/gi,
  ],
  [
    'Airlines & Travel',
    /\b(airlines?|travel|hospitality|hotels?|tourism|flights?|guests?|resorts?|hotellerie|restaurants?|inns?|gastronomie|catering)\b/gi,
  ],
  [
    'Consumer Products & Retail',
    /\b(retail|e-?commerce|consumer goods|fmcg|cpg|stores?|merchandising|shoppers?|apparel|footwear|clothing|toys|homewares|einzelhandel\w*|fachhandel\w*|sportfachhandel\w*|fachhändler\w*)\b/gi,
  ],
  [
    'Media & Entertainment',
    /\b((?<!social )media|entertainment|broadcast(ing)?|publishing|content creation|streaming|games?|newsroom)\b/gi,
  ],
  [
    'Telecommunications',
    /\b(telecom(munications)?|telco|5g|4g|lte|network operators?|mobile operators?|carriers?|broadband|fibre|fiber|radio access network|core network|telekommunikation|mobilfunk\w*)\b/gi,
  ],
  [
    'Industrial Goods & Services',
    /\b(manufactur\w+|industrial|factory|plants?|supply chain|logistics|distribution cent(?:re|er)s?|warehous\w+|machinery|production lines?|produktionsanlagen|oems?|maschinenbau|sondermaschinenbau|anlagenbau|fertig(?:t|ung)|hersteller|produktion|getriebe|antriebs\w+|armaturen|produzier\w+|spritzgie(?:ß|ss)\w*|kunststoff\w*|spritzguss\w*|zulieferer|industriearmaturen)\b/gi,
  ],
  [
    'Real Estate & Infrastructure',
    /\b(real estate|property management|construction|infrastructure(?: projects?| schemes?)?|civil engineering|highways?|bridges?|earthworks|tunnels?|railways?|flood[- ]defen[cs]e|building sites?|baustellen?|hochbau|tiefbau|straßenbau)\b/gi,
  ],
  ['Chemicals & Materials', /\b(chemicals?|chemistry|materials science|polymers?|coatings)\b/gi],
  [
    'Private Equity & Investment',
    /\b(private equity|portfolio companies|venture capital|fund(s)? of|investment firm|deal flow|lp|(?<!customer |enhanced )due diligence)\b/gi,
  ],
  [
    'Public Sector & Government',
    /\b(government|public sector|federal|ministry|citizens|residents|public service|local authority|council|elected members|state school|öffentlicher dienst|behörde|verwaltung|kita|kinderbetreuung|childcare|early years)\b/gi,
  ],
  [
    'Professional Services & Consulting',
    /\b(consulting|consultancy|advisory|clients? engagements?|professional services|law firm|legal services|kanzlei|beratung|(?:branding|design|creative|advertising|marketing|digital|recruitment|staffing) agenc(?:y|ies))\b/gi,
  ],
]

// The work a posting describes, which says the industry of the posting as a whole but does not name
// one: a skill called "HVAC" or "Journalism" is not met by any employer of that class.
const WORK_CUES: [Industry, RegExp][] = [
  // Claims and cover are an insurer's work, also when the line insured is motor ("Kfz-Haftpflicht").
  [
    'Financial Services',
    /\b(banks?|money laundering|financial crime|aml|fca|claims handl\w*|policyholders?|policy wording|loss adjust\w*|schadenregulierung\w*|schadenbearbeitung\w*|versicherungsnehmer\w*|haftpflicht\w*|kasko\w*)\b/gi,
  ],
  [
    'Healthcare & Life Sciences',
    /\b(apothek\w*|pharmazeut\w*|arzneimittel\w*|dental|dentistry|veterinary)\b/gi,
  ],
  ['Automotive & Mobility', /\b(kfz\w*|pkw|autohaus)\b/gi],
  [
    'Media & Entertainment',
    /\b(newsrooms|newspapers?|journalis\w+|reporters?|editorial|museums?|curat(?:or|ors|orial)|exhibitions?|galler(?:y|ies)|live events?|event production|concerts?|festivals?|rehearsals?|veranstaltungstechnik)\b/gi,
  ],
  // Farming has no class of its own: what a farm grows or raises is food, so it is read with consumer products.
  [
    'Consumer Products & Retail',
    /\b(farm(?:s|ing)?|livestock|cattle|sheep|dairy|herds?|pasture|crops?|cropping|harvest|ackerbau|landwirt\w*|agrar\w*|milchvieh\w*|viehhaltung|ernte)\b/gi,
  ],
  [
    'Public Sector & Government',
    /\b(state parks?|national parks?|public librar(?:y|ies)|park rangers?|non-?profits?|not-for-profit|charit(?:y|ies|able)|501\(c\)\(3|funders|wioa|gemeinnützig\w*|social work(?:ers?)?|social services|child protection|family support|youth work(?:ers?)?|jugendhilfe|jugendamt\w*|sozialarbeit\w*|sozialpädagog\w*|bürgeramt\w*|meldebehörde\w*)\b/gi,
  ],
  // A law firm's work: the posting speaks of its lawyers and cases rather than calling itself one.
  [
    'Professional Services & Consulting',
    /\b(attorneys?|litigation|paralegals?|solicitors?|conveyanc\w*|law firms?|legal executives?|rechtsanw(?:alt|älte|ältin)\w*|kanzlei\w*|notariat\w*)\b/gi,
  ],
  [
    'Industrial Goods & Services',
    /\b(spedition\w*|logistik\w*|fuhrpark\w*|stückgut\w*|hvac|refrigeration|machining|machinists?|cnc\w*|zerspan\w*|dreh(?:maschinen|technik|teile|er)|fräs\w*|präzisionsteil\w*|werkzeugmaschinen)\b/gi,
  ],
  [
    'Real Estate & Infrastructure',
    /\b(homeowners?|home builders?|residential (?:construction|install\w*|new build\w*|heating|hvac|properties|property)|architekt\w*|architecture|hoai|bauantr\w*|bauherr\w*|wohnungsbau|plumb(?:er|ers|ing)|housing associations?|sanitär\w*|heizungs\w*|haustechnik|shk|innenausbau|möbelbau|tischler\w*|schreiner\w*|zimmerer\w*|zimmerei|dachdecker\w*|trockenbau\w*|rohbau|maurer\w*|fliesenleger\w*|maler und lackierer\w*)\b/gi,
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

function nameScores(company: string): Map<Industry, number> {
  const scores = new Map<Industry, number>()
  for (const [industry, pattern] of NAME_GLOBAL) {
    const found = company.match(pattern) ?? []
    if (found.length === 0) continue
    const strong = found.some((word) => !WEAK_NAME.test(word.trim()))
    scores.set(industry, strong ? 6 : 2)
  }
  return scores
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
  for (const [industry, pattern] of [...TEXT_KEYWORDS, ...WORK_CUES]) {
    const count = text.match(pattern)?.length ?? 0
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
