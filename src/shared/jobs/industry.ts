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
    /\b(bank|banking|bancorp|financial|finance|insurance|versicherung|assurance|payments?|pay|credit|capital one|fintech|securities|brokerage|allianz|axa|visa|mastercard|paypal|stripe|sparkasse|commerzbank|deutsche bank|jpmorgan|goldman|morgan stanley|wells fargo|barclays|hsbc|ubs|n26|revolut|klarna)\b/i,
  ],
  [
    'Healthcare & Life Sciences',
    /\b(health|healthcare|medical|medic|pharma|pharmaceuticals?|bio|biotech|therapeutics|clinic|clinical|hospital|care|diagnostics|genomics|life sciences|siemens healthineers|roche|novartis|pfizer|bayer|merck|medtronic|evidence)\b|dx$/i,
  ],
  [
    'Automotive & Mobility',
    /\b(automotive|motors?|auto|cars?|mobility|vehicles?|bmw|mercedes|volkswagen|vw|audi|porsche|tesla|toyota|ford|bosch|continental|zf|uber|lyft|sixt)\b/i,
  ],
  [
    'Aerospace & Defense',
    /\b(aerospace|defen[cs]e|airbus|boeing|lockheed|raytheon|northrop|rheinmetall|hensoldt|space|satellites?|rocket)\b/i,
  ],
  [
    'Airlines & Travel',
    /\b(airlines?|airways|air lines|lufthansa|travel|tourism|hotels?|hospitality|booking|expedia|airbnb|cruise|tui|marriott|hilton)\b/i,
  ],
  [
    'Telecommunications',
    /\b(telecom|telekom|telecommunications?|vodafone|verizon|at&t|t-mobile|telefonica|o2|ericsson|nokia|mobile network|broadband|wireless)\b/i,
  ],
  [
    'Energy & Natural Resources',
    /\b(energy|energie|power|utilities|utility|oil|gas|petroleum|solar|wind|renewables?|mining|resources|e\.on|rwe|shell|bp|exxon|chevron|totalenergies|siemens energy|vattenfall)\b/i,
  ],
  [
    'Chemicals & Materials',
    /\b(chemicals?|chemie|materials|basf|dow|covestro|evonik|henkel|linde|plastics|polymers|steel|coatings)\b/i,
  ],
  [
    'Media & Entertainment',
    /\b(media|entertainment|studios?|pictures|music|games|gaming|publishing|news|broadcasting|netflix|spotify|disney|warner|sony music|ubisoft|radiotelevisione|television|tv|radio)\b/i,
  ],
  [
    'Consumer Products & Retail',
    /\b(retail|stores?|shop|commerce|e-commerce|consumer|foods?|beverages?|fashion|apparel|cosmetics|beauty|grocery|supermarket|nestl[eé]|unilever|procter|p&g|adidas|nike|zalando|ikea|lidl|aldi|rewe|edeka|walmart|target|otto)\b/i,
  ],
  [
    'Real Estate & Infrastructure',
    /\b(real estate|realty|properties|property|immobilien|construction|infrastructure|bau|builders|housing|reit|vonovia|hochtief)\b/i,
  ],
  [
    'Industrial Goods & Services',
    /\b(industrial|industries|manufacturing|machinery|engineering gmbh|logistics|shipping|freight|siemens|abb|schneider|thyssenkrupp|caterpillar|3m|honeywell|dhl|kuehne|maersk|trumpf)\b/i,
  ],
  [
    'Public Sector & Government',
    /\b(government|ministry|ministerium|federal|county|city of|state of|public sector|agency|department of|bundes|stadt|council|university|universität|hochschule|school|nhs|army|navy|police)\b/i,
  ],
  [
    'Technology',
    /\b(tech|technologies|technology|software|systems|labs?|ai|data|digital|cloud|cyber|computing|analytics|platform|apps?|online|networks?|microsoft|google|alphabet|meta|amazon|apple|sap|oracle|salesforce|ibm|intel|nvidia|adobe|atlassian|github|gitlab|openai|anthropic|palantir|\.io|\.ai)\b/i,
  ],
  [
    'Professional Services & Consulting',
    /\b(consulting|consultants?|advisory|beratung|partners|accenture|deloitte|pwc|kpmg|ey|ernst|mckinsey|bcg|bain|capgemini|law|legal|staffing|recruit(ment|ing)|agency)\b/i,
  ],
]

const TEXT_KEYWORDS: [Industry, RegExp][] = [
  [
    'Financial Services',
    /\b(banking|fintech|payments|insurance|lending|credit risk|trading|wealth management|financial services)\b/gi,
  ],
  [
    'Technology',
    /\b(saas|software|platform|cloud|api|machine learning|developer|engineering team|startup|ai-powered|generative ai)\b/gi,
  ],
  [
    'Healthcare & Life Sciences',
    /\b(healthcare|clinical|patients?|hospital|medical|pharma|biotech|health systems?|clinicians?)\b/gi,
  ],
  [
    'Energy & Natural Resources',
    /\b(energy|renewables?|utilities|oil and gas|grid|mining|solar|wind farms?)\b/gi,
  ],
  [
    'Automotive & Mobility',
    /\b(automotive|vehicles?|mobility|oem|car manufacturer|electric vehicles?|ev charging)\b/gi,
  ],
  ['Aerospace & Defense', /\b(aerospace|defen[cs]e|aircraft|satellites?|avionics|security clearance)\b/gi],
  ['Airlines & Travel', /\b(airlines?|travel|hospitality|hotels?|tourism|flights?)\b/gi],
  [
    'Consumer Products & Retail',
    /\b(retail|e-?commerce|consumer goods|fmcg|cpg|stores?|merchandising|shoppers?)\b/gi,
  ],
  [
    'Media & Entertainment',
    /\b(media|entertainment|broadcast(ing)?|publishing|content creation|streaming|games?|newsroom)\b/gi,
  ],
  [
    'Telecommunications',
    /\b(telecom(munications)?|5g|network operator|mobile operator|broadband|fibre|fiber)\b/gi,
  ],
  [
    'Industrial Goods & Services',
    /\b(manufacturing|industrial|factory|plant|supply chain|logistics|machinery|production line)\b/gi,
  ],
  [
    'Real Estate & Infrastructure',
    /\b(real estate|property management|construction|infrastructure projects?|facilities)\b/gi,
  ],
  ['Chemicals & Materials', /\b(chemicals?|chemistry|materials science|polymers?|coatings)\b/gi],
  [
    'Private Equity & Investment',
    /\b(private equity|portfolio companies|venture capital|fund(s)? of|investment firm|deal flow|lp|due diligence)\b/gi,
  ],
  [
    'Public Sector & Government',
    /\b(government|public sector|federal|agency|ministry|citizens|public service|security clearance)\b/gi,
  ],
  [
    'Professional Services & Consulting',
    /\b(consulting|consultancy|advisory|clients? engagements?|professional services)\b/gi,
  ],
]

/** The industry class of a posting: company name first, then its own words, else the default. */
export function classifyIndustry({ company, text }: { company: string; text: string }): Industry {
  for (const [industry, pattern] of NAME_KEYWORDS) if (company && pattern.test(company)) return industry
  let best: Industry = DEFAULT_INDUSTRY
  let bestCount = 1
  for (const [industry, pattern] of TEXT_KEYWORDS) {
    const count = text.match(pattern)?.length ?? 0
    if (count > bestCount) {
      best = industry
      bestCount = count
    }
  }
  return best
}
