import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { computeJobMatch } from '#shared/jobs/job-match.ts'
import { emptyExtractedJob, type ExtractedJob } from '#shared/jobs/job.schema.ts'
import { ProfileSectionsSchema, type ProfileSections } from '#shared/profile/profile.schema.ts'
import { elidedMembers } from '#shared/matching/elided-compounds.ts'
import { mentionsSkill } from '#shared/matching/skill-ownership.ts'
import { canonicalSkill } from '#shared/skills/skills-lexicon.ts'
import { stemWord } from '#shared/text/stem.ts'
import { decodeEntities } from '#shared/text/html-text.ts'
import { isWrittenOn, pageWords } from '#shared/text/written-on.ts'
import { extractAllFromJson, extractFromHtml } from '#server/features/jobs/intake/extract-job.ts'
import { extractFromText } from '#server/features/jobs/intake/pasted-text.ts'
import { rolesFromTitle } from '#server/features/jobs/intake/title-role.ts'
import { withoutGenderMark } from '#shared/text/gender-mark.ts'
import { listFiles } from './list-files.ts'

// npm run eval -- understanding: skills recall/precision per field, industry, and strong-vs-stretch
// score ordering on the postings and profiles of tests/fixtures/understanding (written for this
// eval), plus, on the real corpus, how many listed skills are written on the page itself. The
// "tune" set is the one earlier work was measured on; the "holdout" set (holdout/) was written with
// its expected skills before the extractor read it, then used to find general causes; the "blind"
// set (blind/) was written after that. "blind2" (eight fields none of the others covers: veterinary
// nursing, airline ops, UX research, Steuerfachangestellte, Erzieher/in, solar PV, claims, QC
// microbiology) was written with its expected skills before the extractor read it; its first read
// was recall 68 %, precision 71 %, industry 5/8, ordering 3/3. "blind3" (ten more fields: HVAC
// service, German freight dispatch and pharmacy, financial-crime compliance, children's social work,
// Australian dental assisting, German architecture, newspaper reporting, German car mechatronics,
// Canadian site assessment) first read recall 62 %, precision 79 %, industry 2/10, ordering 3/3
// (64 % / 80 % by the matcher below, which since credits an abbreviation named as a word and each
// compound of an elided German phrase). "blind4" (dairy farming, German site management, museum
// curation) was written with blind3 and is held out: never used to find causes; first read 52 % /
// 70 % (55 % / 74 % by the matcher below), industry 1/3, ordering 1/1. "blind5" (eight hands-on and
// public-service postings: Australian farm hand, UK plumber, Australian aged care, US forklift
// operator, German Landwirt/in and Elektroniker/in, NZ community librarian, US park ranger) was
// written with its expected skills before the extractor read it; first read recall 50 %, precision
// 82 %, industry 1/8, ordering 2/2 (two postings refused as "not a posting"); its held-out part
// (librarian, park ranger, Elektroniker/in: figures only, EVAL_SHOW_HELD_OUT=1 shows the detail)
// 48 % / 83 %. After this round (refusal, duty object lists, second verbs, farm/museum/park/plumbing
// industry cues, German time/place nouns): blind5 70 % / 85 %, industry 7/8, its held-out part
// 68 % / 86 % (the Elektroniker posting unchanged at 74 % / 76 %, its industry still wrong); blind4
// 61 % / 75 %, industry 3/3. "blind6" (thirteen postings: hotel front office, council licensing,
// litigation paralegal, credit analyst, B1 aircraft engineer, hospital pharmacy technician,
// transport planner, visual merchandiser, family support worker; German Tischler, Pflegefachkraft,
// Verwaltungsfachangestellte, Anlagenmechaniker SHK) was written with its expected skills before the
// extractor read it; first read recall 62 %, precision 85 %, industry 8/13, ordering 2/2 (the
// transport planner refused). "blind7" (thirteen more in the same fields: hotel events,
// Queensland procurement, conveyancer, mortgage underwriter, avionics, community pharmacist, fleet
// dispatcher, grocery store manager, mental health support; German Maurer, Altenpflege, Wohngeld,
// Einzelhandel) is held out whole: first read 68 % / 88 %, industry 10/13, ordering 2/2. After
// that round ("You will need" as requirements, trade and planning titles, law-firm, building-trade
// and social-service industry cues, a duty's noun compounds as work products, German case and
// document objects, slashed codes, maker + model number, languages named alone, German stems in
// matching): blind6 73 % / 87 %, industry 13/13; blind7 71 % / 89 %, industry 10/13, ordering 2/2.
// "blind8" (nine postings: UK vet surgeon, UK motor claims handler, Australian event production, US
// library assistant, Canadian dental hygienist, US wind turbine technician; German ZFA,
// Kfz-Schadenregulierung, Netzmonteur) was written with its expected skills before the extractor
// read it; first read recall 65 %, precision 91 %, industry 7/9, ordering 2/2; its held-out part
// (library assistant, wind technician, ZFA) 65 % / 91 %. After that round (a duty's lone object that
// names work, "check-in", -ing heads inside a duty's objects, German infinitives and words of taking
// part, insurer / live-event / German retail industry cues): blind8 69 % / 92 %, industry 9/9, its
// held-out part 65 % / 89 %; blind7 71 % / 89 %, industry 11/13; blind4 70 % / 77 %; blind6
// 75 % / 87 %; blind5 74 % / 85 %.
// "blind9" (fourteen postings, held out whole: UK maths teacher, US financial controller, US
// immigration paralegal, US aerostructures engineer, Canadian electrician, UK refrigeration engineer,
// UK primary-care pharmacist, US warehouse supervisor, Welsh housing support, UK planning officer;
// German Lehrkraft, Controller, Lagerlogistik, Bürgeramt) was written with its expected skills before
// the extractor read it and is never used to find causes: first read recall 70 %, precision 93 %,
// industry 10/14, ordering 3/3. "blind10" (twelve postings: US court clerk, UK early years, Australian
// tax accountant, UK aerospace quality engineer, US HVAC installer, Irish oncology pharmacist, US
// supply planner, NZ youth worker, UK contracts paralegal; German Rechtsanwaltsfachangestellte,
// Zerspanungsmechaniker, Schulsozialarbeit) is a tuning set, written with its expected skills before
// the extractor read it: first read 71 % / 88 %, industry 8/12, ordering 2/2. After that round (the
// title's role listed first, a pasted header line of many facts, "Essential functions" as duties,
// "control plans" / "holiday programmes", a compound vouching for a duty's plural sibling, German
// slashed fields and elided compounds after a cue, machining and outdoor-gear industry cues):
// blind10 76 % / 89 %, industry 11/12; blind6 77 % / 87 %; blind8 73 % / 93 %; held out: blind9
// 73 % / 94 % (industry 10/14), blind7 74 % / 90 %, blind4 73 % / 78 %. The title's role costs a
// point or two of precision on the early sets, whose lists did not name the title.
// "blind11" (twelve postings: UK HGV driver, UK bookkeeper, Irish chef de partie, UK private client
// solicitor, Australian primary teacher, US nonprofit program manager, Canadian store manager, UK
// dental hygienist; German Industriemechaniker, Kreditorenbuchhaltung, Bauleiter Tiefbau, Intensivpflege)
// is a tuning set with blind10, written with its expected skills before the extractor read it: first
// read recall 76 %, precision 88 %, industry 10/12, ordering 3/3 (its README.md has the fields).
// After that round (a duty's objects with a classifying adjective, duties written as the work,
// trait lines, "ability to" + verb, names with a capitalised -ing word or an apostrophe, product
// names before "app" or after "use", process-named German machines; people in the plural, a status
// alone, German clients and lawyers and places after "in a" never listed; nonprofit, furniture and
// residential-building industry cues, documents named "X of Y", joined adjectives of kind): blind11
// 85 % / 92 %, industry 12/12; blind10 78 % / 91 %, industry 12/12; held out: blind9 74 % / 94 %,
// blind7 76 % / 90 %, blind4 73 % / 81 %.
// "blind12" (eleven postings in the fields covered least: UK HR advisor, Part 3 architect, US property
// claims adjuster, orthopaedic territory sales, digital marketing at a broadband provider, adult social
// worker, quantity surveyor at a contractor building hospitals; German Praxisanleitung Pflege,
// Elektroniker im Handwerk, Außendienst Befestigungstechnik, Chemikant) was written with its expected
// skills before the extractor read it: first read recall 73 %, precision 87 %, industry 7/11, ordering 4/4.
// After that round (industry from the company's own "X is a …" sentence read up to whom it serves,
// buildings of a kind counted as building work, German manner nouns with their adjective and grading
// adjectives dropped, "Dokumentation", two joined opening verbs, hyphenated traits, systems after
// "in", named decisions/notes/cases, mass nouns a duty acts on, the title's field): blind12 79 % /
// 88 %, industry 11/11; held out: blind9 74 % / 93 % (industry 11/14; the one new extra is
// "Pipework", which blind5's plumber lists), blind7 77 % / 90 % (industry 13/13), blind4 73 % / 81 %.
// "blind13" (twelve postings, held out whole, seven saved as whole pages with navigation, cookie
// banner, footer and JSON-LD: UK regulatory affairs, US construction estimator, UX writer, US bank
// teller, Irish cabin crew, US HR generalist, Australian agronomist; German Bankkaufmann/-frau,
// Fachinformatiker Systemintegration, Steuerberater; Swiss Fachfrau Gesundheit EFZ; Austrian
// Lohnverrechner:in) was written with its expected skills before the extractor read it and is never
// used to find causes: first read recall 77 %, precision 87 %, industry 10/12, ordering 4/4.
// After that round (lexicon grown in the page's words: learning design with each product of a suite,
// German conditions of the work such as Reisebereitschaft and Rufbereitschaft, clinical, kitchen,
// HVAC, claims and retail terms; "3D"/"A/B" kept whole; the field before "degree"; a duty's product
// training; the last of three German acts; a supplier in its chain's industry; the employer beside
// its careers word in a page title; an ampersand as the page writes it): blind12 89 % / 90 %, blind11
// 89 % / 92 %, blind10 87 % / 92 %, blind8 85 % / 94 %, blind6 83 % / 88 %, blind5 84 % / 84 %;
// held out: blind9 76 % / 94 % (industry 13/14), blind7 78 % / 90 %, blind4 80 % / 84 %; blind13
// measured once more at the end: 78 % / 88 %, industry 11/12, ordering 4/4.
// "blind14" (fourteen postings, nine as whole pages with cookie banner, navigation, benefits and
// "similar jobs": Canadian pharmacy technician, UK warehouse team leader, UK HR business partner at a
// housing association, US A&P aircraft technician, Australian hotel sous chef, UK store manager, US
// hospital social worker; German ASD Sozialarbeit, Bauleiter Hochbau, TFA, PKV Leistungsabteilung,
// Elterngeld, Elektroniker für Betriebstechnik; Austrian Filialleitung) was written with its expected
// skills before the extractor read it: first read (main 208aee3) recall 78 %, precision 87 %, one
// skill off the page, industry 12/14, ordering 4/4 (its README.md has the fields). After that round
// (German insurer compounds, food makers' trade names, prefab-house builders and landlords as
// industries; "Früh-/Spätschicht" kept as written; a lone degree level, "good standing" and amounts
// no skills; "What you'll get" as benefits; a vocational title's elided field whole; "X, Y and Z
// skills"): blind14 78 % / 89 %, none off the page, industry 14/14; blind13 (held out, measured only)
// 78 % / 88 %, industry 12/12; blind10 87 % / 94 %; blind6 83 % / 89 %; blind4 82 % / 84 %; blind3
// 89 % / 88 %; blind5 84 % / 85 %; the others unchanged.
// "blind15" (fourteen postings in the fields covered least, eleven as whole pages, JSON-LD on five,
// plus a blog article that is not a posting and must be refused: UK maintenance electrician, UK
// council revenues officer, US inventory control, US outdoor-retail store manager; German
// Schichtleiter Lager, Bauaufsicht (TVöD), ambulante Pflege, Syndikusrechtsanwalt, Dachdecker; Swiss
// Réceptionist/in; held out: UK legal secretary, US housekeeping supervisor, Swiss Elektroinstallateur
// EFZ, Austrian PKA) was written with its expected skills before the extractor read it: first read
// (main a7589b6) recall 74 %, precision 86 %, none off the page, industry 13/14, ordering 3/3, the
// article refused; tuned part 71 % / 87 %, held out 82 % / 83 %. After that round ("Was du bei uns
// machst" as duties; a duty's list after its object opened by "across", "with" or "on"; "goods in";
// a hyphenated verb opening a duty; equipment "X-controlled systems" no veto; "the store complies"
// a verb; "up-to-date" a grading word; the title's role once; a Swiss workload cut from the title;
// "5S"; idioms and channels no skills; every skill written whole on the page): blind15 82 % / 87 %,
// tuned part 82 % / 89 %, held out 82 % / 84 %; blind14 79 % / 90 %; blind13 (held out) 78 % / 88 %;
// blind9 (held out) 78 % / 94 %; the others unchanged or better by a point.
// "blind16" (ten postings: UK vet nurse, UK hotel revenue manager, UK CRA, US school principal, Irish
// site engineer, US counter parts specialist; German Flugbegleiter, Kfz-Mechatroniker Nutzfahrzeuge;
// Austrian Steuerfachangestellte:r; Swiss Polymechaniker/in EFZ; plus a careers landing page to refuse)
// and "blind16-held" (four more, held out whole: Canadian UX researcher, German Erzieherin and
// Justizfachangestellte, Australian solar installer) were written with their expected skills before the
// extractor read them: first read (main fa6f885) blind16 75 % / 89 %, industry 9/10, ordering 3/3, the
// landing page refused; blind16-held 73 % / 88 %, industry 3/4, ordering 1/1. After that round (lists
// after "Kenntnisse in:", equipment named by what it is, people in gender plurals and contact clauses,
// the title's role once whatever its gender mark, "/in EFZ" whole, no name cut at a verb-like word,
// checks and tests after a colon, inner-capital products, employer from the page title's marked
// segment, distributors and German airlines): blind16 80 % / 92 %, industry 10/10; blind16-held
// (measured once at the end) 75 % / 89 %, industry 3/4; blind15 83 % / 87 %, industry 14/14; blind14
// 80 % / 90 %; blind13 79 % / 88 %; blind12 88 % / 90 % (89 % before counted the cut names "Care" and
// "Mental Capacity" as hits); the others unchanged or within a point.
// "blind17" (six postings, held out whole, each titled by a generic role: UK facilities manager, US
// fitness general manager, Irish terminal shift supervisor, NZ branch manager, German Produktionsleiter
// at a brewery, Austrian Teamleitung Reinigung) was written before the extractor read it, with no
// title role in its lists: first read (main 8300d21) 81 % / 79 %, industry 3/6. From this round on the
// posting's own title role is scored by neither recall nor precision (issue 13's review: the title is
// not a skill; the extractor lists the role only where the requirements ask for it), so every set's
// figures moved by a point or two; on that footing (main 8300d21 → this round): blind17 81 % / 82 % →
// 81 % / 83 % (measured once), blind 95 % / 90 % → 95 % / 91 %, blind4 79 % → 80 %, blind5 85 % / 84 % →
// 86 % / 85 %, blind8 84 % → 85 %, blind15 81 % → 82 %, the others unchanged. Fixed: the facts line's
// employer with its legal form is never the place, "food safety (HACCP)" lists HACCP, a colon list's
// gerund and "X of Y" items, a quality word kept with "communicator", "coach and develop", "using lean
// tools", "Storage & Distribution" whole; possessions, venues, openings, industries, "Verfügbarkeit",
// and "Techniker" / "Meister" alone are no skills (blind14 loses "Lebensmittelindustrie", an industry).
// Industry round on blind17 (main 60de786 → this round): 3/6 → 6/6, every other set unchanged. Fixed
// by general rules, not its words: shipping carriers are no telecoms ("carriers" is a network's only
// with "mobile"/"wireless"/…), ports, terminals, berths and vessels are logistics; a gym or fitness club
// is a consumer service; a plumbing or builders merchant (supplies, Baustoffhandel) is a distributor;
// a restaurant group ("Dining", a brasserie's kitchen and floor) is hospitality with the hotels.
// "blind18" (nine postings in the fields covered least, in real page shapes: German ICU nurse with
// JSON-LD and body, German warehouse shift lead and data protection officer (Personio page), UK quantity
// surveyor (table layout), US claims adjuster (JSON-LD only, one-line experienceRequirements), Australian
// electrician (licences), UK dental practice manager, UK category manager (Workday page, "Tools: SAP
// Ariba, Excel and Power BI"), Canadian AME) and "blind18-held" (four more, held out whole, measured at
// the start and the end only: German Steuerfachangestellte and Notfallsanitäter, Irish pharmacist,
// Canadian child protection worker) were written with their expected skills before the extractor read
// them. First read (main c768b6a): blind18 77 % / 84 %, industry 8/9, ordering 3/3; blind18-held 87 % /
// 83 %, industry 3/4, ordering 1/1. This round's matcher also meets an abbreviation by the words it
// spells ("SMS", "safety management system") and in brackets ("(CAT)"), which alone moved blind17 to
// 82 % / 84 % and blind6, blind7, blind12, blind13, blind14 by a point. Fixed (general rules): a
// one-line JSON-LD experienceRequirements no longer hides the description's requirements; German
// procedures, -enz/-ät compounds and methods in the plural are work ("Bronchoskopien",
// "Bestandsdifferenzen", "Nierenersatzverfahren"), "Assistenz bei" is the act; a German label before a
// colon heads its list ("Systeme: …, ein Scannersystem"); whom one advises is no skill; a rate ("pro
// Stunde") and a proof ("Nachweis") alone are none; a duty's object before a colon and the kinds it
// lists are work ("aircraft systems: …, landing gear"); a licence named by place, class and line stays
// whole; a noun before "'s" is no skill; "ground runs"; surveyors and adjusters in the plural are people;
// a company's sentence read up to what it works on (industry); years asked written as words; a second
// verb before "from"; "numeracy, literacy and IT skills". End of round (rebased on main): blind18 87 % /
// 89 %, industry 9/9, ordering 3/3; blind18-held 87 % / 84 %, industry 3/4 (the Rettungsdienst still →
// Professional Services), ordering 1/1; blind16 79 % / 91 %, blind16-held 72 % / 88 %, blind17 82 % /
// 84 % (industry 6/6), blind15 83 % / 88 %, blind7 79 % / 90 %, blind3 90 %; the others unchanged.
// "hand19" (the five posting pages read by hand through the app: NHS ICB pharmacy technician with
// JSON-LD, UK transport planner in plain HTML, German strategischer Einkäufer, US hospital facilities
// maintenance supervisor in JSON-LD only, Irish L&D coordinator at an insurer; profiles are the readers'
// own imports) and "hand19-held" (three more written before the extractor read them, held out whole)
// also name, per posting, what a careful reader would NOT list ("notSkills": an org abbreviation or
// unit, a post one reports to, a region, a cut name, a bare field noun beside its specific skills);
// listing one exactly counts in the "not-skills" column. First read (main 7fd99ff): hand19 87 % / 80 %,
// not-skills 17/18 listed, industry 5/5, ordering 5/5; hand19-held 80 % / 75 %, not-skills 7/13,
// industry 3/3. Recall and precision there are lenient: "Medicines" counts as "medicines
// reconciliation", "Manager CPC" as "Transport Manager CPC".
// Fixed (general rules): a cut name is given back whole (a role before "Manager CPC", a capitalised
// name over "the"/"of", a name before "system", a qualification's "für A und B"); the employer's
// abbreviation, a report's addressee, "Head of X", regions, a workplace after "a", a department one
// works "gemeinsam mit", half of an elided pair and an elided pair of parts are no skills; a bare
// field noun the page writes only inside longer names gives way to them; a German genitive is
// listed in the nominative (the on-page check allows the case ending). End of round: hand19 87 % /
// 90 %, not-skills 2/18 (Prescribing, Care documentation), ordering 5/5; hand19-held 78 % / 75 %,
// not-skills 4/13. Older sets lose a point where a bare noun was credited by containment ("Sales"
// for "sales plan", "Pharmacy" for "Pharmacy Technician"): tune 99 → 98 %, holdout 97 → 96 %,
// blind6 83 → 82 %, blind14 80 → 79 %, b18-held 87 → 85 % (recall); blind16, blind17 82 / 85,
// blind18 87 / 89 unchanged; "traffic office" (a workplace) no longer counts for transport-planner-en.
// "blind19" (nine postings saved as whole pages in the fields covered least, three German, plus a
// recruiter's blog article that must be refused: US pharmacy technician, UK HVAC design engineer,
// Australian school administration officer with "SC1 …" criteria, UK casualty claims handler (JSON-LD
// only, escaped twice), US hotel event coordinator, UK council fleet manager; German
// Steuerfachangestellte/r, Erzieher/in, Industriemechaniker/in) and "blind19-held" (four more, held out
// whole: US litigation paralegal, NZ marketing coordinator, German Vergabestelle, Irish territory
// account manager) were written with their expected skills before the extractor read them. First read
// (main d76ac0d): blind19 75 % / 88 %, one "off the page" (a twice-escaped apostrophe the on-page check
// now decodes), industry 9/9, ordering 4/4, the article read as a posting; blind19-held 87 % / 90 %,
// industry 3/4, ordering 1/1. End of round (reading time marks an article, bold <br> lines and
// selection criteria as headings, "a plus" clauses and their names, comma-listed opening verbs, German
// hands-on lists after "von", one noun after "in a" as the workplace, managed systems, a few transport
// and pharmacy terms): blind19 84 % / 92 %, none off the page, the article refused; blind19-held
// 87 % / 90 %; blind16 79 → 80 % / 91 → 92 %, b16-held 72 → 74 % / 88 → 89 %, blind6 82 → 83 %,
// blind11 91 → 92 % precision; every other set unchanged (blind19/README.md).
// "blind20" (nine postings in fields no earlier set covers, plus a job board's search results page to
// refuse: UK payroll specialist, Australian residential sales agent, US outpatient medical coder and
// German Immobilienkaufmann as bullet-less prose, Canadian occupational therapist (Workday body), US
// customs broker (JSON-LD only), UK arboricultural officer (<br> lines under <b> headings); German
// Fachkraft für Arbeitssicherheit and MFA) and "blind20-held" (four more, held out whole: UK council
// procurement officer, Canadian airport agent, German Kältetechnik, US clinical dietitian) were written
// with their expected skills and not-skills before the extractor read them. First read (main 68f8bcb):
// blind20 60 % / 82 %, not-skills 5/22, industry 6/9, ordering 4/4 (both prose postings refused);
// blind20-held 82 % / 84 %, industry 4/4, ordering 1/1. End of round (prose postings read sentence by
// sentence, cut names given back whole, lone objects of broad verbs, shared modifiers and German
// declined adjectives in the page's words, credential issuers): blind20 80 % / 84 %, not-skills 5/22,
// industry 9/9; blind20-held unchanged; blind15 84 %, blind19 85 %; the others unchanged
// (blind20/README.md).
// "blind21" (twenty-two postings: sales agents, lettings, insurance, payroll and ten broader fields from
// the UK, IE, US, DE, AT, CH, IN, AU and ZA, as bullet lists, prose and whole pages) and "blind21-held"
// (eight more, held out whole) were written with their expected skills and not-skills before the
// extractor read them. First read (main 8829c31): blind21 63 % / 81 %, not-skills 12/58, industry 18/22,
// ordering 3/3; blind21-held 70 % / 85 %. End of round (a one-sentence JSON-LD description gives way to
// the page body; "Key Performance Areas", "Eligibility", "Desired Candidate Profile", "Competencies"
// headings; a paragraph of sentences under a heading and third-person prose read sentence by sentence;
// agencies after "such as" are parties; a known name inside a longer noun phrase listed whole; German
// casework objects after "von"; comma-listed and prefixed verbs; broad words before counted work;
// "X of Y" acts; languages beside another; "not required" / "unable to offer"; platforms by web
// address; kit examples after "equipment such as"; a range of years asks its lower end; conditions of
// the work weigh nothing): blind21 78 % / 87 %, not-skills 4/58, industry 19/22; blind21-held 71 % /
// 86 %; every other set unchanged or better (blind21/README.md).
// "blind22" (twenty-two postings in retail and field sales, kitchens, warehouse shift work, care,
// trades, public sector, pharmacy, architecture and agriculture from the UK, IE, US, CA, AU, NZ, ZA, IN,
// DE and AT) and "blind22-held" (ten more, held out whole) were written with their expected skills and
// not-skills (posts asked to have held, work-rights places, shift patterns) before the extractor read
// them. First read (main fb787c5): blind22 71 % / 86 %, not-skills 20/82, industry 16/22, ordering
// 3/3; blind22-held 67 % / 92 %. End of round (units of a sale after a commercial act, kit after a
// trade act, posts held and work rights no skills, conditions of the work listed apart and weighed by
// nothing, a bracket after a degree cue): blind22 73 % / 87 %, not-skills 6/82; blind22-held 68 % /
// 93 %; every other set unchanged or better (blind22/README.md). Conditions ("Schichtarbeit",
// "rotating shifts") are read with the skills for recall and precision, since earlier lists name them.
// "blind23" (twenty-three postings in elderly and disability care, farming and horticulture, veterinary,
// construction trades, cleaning and facilities, public administration, childcare, security, beauty,
// hospitality, pharmacy and social work from the UK, IE, DE, AT, CH, NZ, AU, ZA, CA and US, seven in
// German) and "blind23-held" (ten more, held out whole) were written with their expected skills and
// not-skills (bare trait nouns, halves of a qualification, the title, bare "Intervention") before the
// extractor read them. First read (main dd34cfc): blind23 68 % / 88 %, not-skills 15/90, industry 12/23,
// ordering 2/3 (two trade pages refused); blind23-held 78 % / 87 %, industry 8/10. End of round (gender-
// marked trade titles and "The work" read, manners after "under" and bare person's nouns no skills, a
// German "Fachkraft für …" whole, bare acts and the title's seniority no skills, German people pairs,
// citizenship and service no skills, German infinitive duties, tasks after "for", care, farm, salon,
// council, childcare, guarding and home-health industry cues, what a duty checks "against", care terms
// in the lexicon, "rules" meets "regulations"): blind23 74 % / 89 %, not-skills 4/90, industry 21/23,
// ordering 3/3; blind23-held 78 % / 87 %, industry 9/10; blind22 74 % / 88 % (industry 18/22), blind10
// 88 %, b21-held 73 %, b22-held unchanged at 68 % / 93 %; blind13 79 → 78 % (a bare "Pressure" no longer
// credited); every other set unchanged (blind23/README.md). EVAL_SETS also takes a set's folder name.
// "blind24" (twenty postings across healthcare, trades, logistics, retail, hospitality, finance, legal,
// education, public sector, landscaping, house building, engineering, marketing, care and agriculture
// from the UK, US, IE, AU, CA, IN, ZA and DE, as JSON-LD app shells, NHS/Indeed pages, a duties |
// requirements table and short pastes) and "blind24-held" (ten more, held out whole) were written with
// their expected skills and not-skills before the extractor read them. First read (main 79460b3):
// blind24 68 % / 89 %, not-skills 7/91, industry 12/20, ordering 3/3 (two pages refused); blind24-held
// 76 % / 97 %, industry 6/10. End of round (lone counted duty objects, a verb's own preposition, -ing
// kinds in a duty's list, tables read by column, "The X will:", pay and contact lines, more job words,
// labelled industry, landscaping/house-builder/inn/disability/carer industry cues, records systems,
// languages wanted alone, "X experience", one-noun requirements): blind24 78 % / 90 %, industry 20/20;
// blind24-held 77 % / 97 %, industry 7/10; blind22-held 68 → 71 %; blind23 76 %, industry 23/23;
// blind20-held precision 85 → 83 % (two lone duty objects); the others unchanged or better.

const FIXTURES = path.resolve('tests/fixtures/understanding')
const SETS = [
  { label: 'tune', dir: FIXTURES },
  { label: 'holdout', dir: path.join(FIXTURES, 'holdout') },
  { label: 'blind', dir: path.join(FIXTURES, 'blind') },
  { label: 'blind2', dir: path.join(FIXTURES, 'blind2') },
  { label: 'blind3', dir: path.join(FIXTURES, 'blind3') },
  { label: 'blind4', dir: path.join(FIXTURES, 'blind4') },
  { label: 'blind5', dir: path.join(FIXTURES, 'blind5') },
  { label: 'blind6', dir: path.join(FIXTURES, 'blind6') },
  { label: 'blind7', dir: path.join(FIXTURES, 'blind7') },
  { label: 'blind8', dir: path.join(FIXTURES, 'blind8') },
  { label: 'blind9', dir: path.join(FIXTURES, 'blind9') },
  { label: 'blind10', dir: path.join(FIXTURES, 'blind10') },
  { label: 'blind11', dir: path.join(FIXTURES, 'blind11') },
  { label: 'blind12', dir: path.join(FIXTURES, 'blind12') },
  { label: 'blind13', dir: path.join(FIXTURES, 'blind13') },
  { label: 'blind14', dir: path.join(FIXTURES, 'blind14') },
  { label: 'blind15', dir: path.join(FIXTURES, 'blind15') },
  { label: 'blind16', dir: path.join(FIXTURES, 'blind16') },
  { label: 'b16-held', dir: path.join(FIXTURES, 'blind16-held') },
  { label: 'blind17', dir: path.join(FIXTURES, 'blind17') },
  { label: 'blind18', dir: path.join(FIXTURES, 'blind18') },
  { label: 'b18-held', dir: path.join(FIXTURES, 'blind18-held') },
  { label: 'hand19', dir: path.join(FIXTURES, 'hand19') },
  { label: 'h19-held', dir: path.join(FIXTURES, 'hand19-held') },
  { label: 'blind19', dir: path.join(FIXTURES, 'blind19') },
  { label: 'b19-held', dir: path.join(FIXTURES, 'blind19-held') },
  { label: 'blind20', dir: path.join(FIXTURES, 'blind20') },
  { label: 'b20-held', dir: path.join(FIXTURES, 'blind20-held') },
  { label: 'blind21', dir: path.join(FIXTURES, 'blind21') },
  { label: 'b21-held', dir: path.join(FIXTURES, 'blind21-held') },
  { label: 'blind22', dir: path.join(FIXTURES, 'blind22') },
  { label: 'b22-held', dir: path.join(FIXTURES, 'blind22-held') },
  { label: 'blind23', dir: path.join(FIXTURES, 'blind23') },
  { label: 'b23-held', dir: path.join(FIXTURES, 'blind23-held') },
  { label: 'blind24', dir: path.join(FIXTURES, 'blind24') },
  { label: 'b24-held', dir: path.join(FIXTURES, 'blind24-held') },
]

// EVAL_SHOW_HELD_OUT=1 prints what a held-out posting missed and listed extra; without it only its figures.
const SHOW_HELD_OUT = process.env.EVAL_SHOW_HELD_OUT === '1'

// notSkills (optional): what a careful reader would not list (an org abbreviation or unit, a job title, a
// cut name, a bare field noun beside its specific skill); listing one exactly counts as "not a skill".
type Posting = {
  id: string
  field: string
  language: string
  industry: string
  skills: string[]
  notSkills?: string[]
}
type Pair = { profile: string; strong: string; stretch: string }

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#&/]+/gu, ' ')
    .trim()

const stems = (s: string, language: 'en' | 'de') =>
  ` ${norm(s)
    .split(' ')
    .map((w) => stemWord(w, language))
    .join(' ')} `

/**
 * A listed skill meets an expected one when the words agree, one contains the other (also word by
 * word after stemming: "brand identities" is "brand identity"), or the lexicon says they are the same.
 */
function same(listed: string, expected: string, language: 'en' | 'de' = 'en'): boolean {
  // "Entwurfs- und Genehmigungsplanung" lists both compounds.
  const members = elidedMembers(listed)
  if (members && members.some((m) => same(m, expected, language))) return true
  const a = norm(listed)
  const b = norm(expected)
  if (a === b || (a.length > 3 && b.includes(a)) || (b.length > 3 && a.includes(b))) return true
  // A short abbreviation is met by a listing that names it as a word ("NVQ" in "NVQ Level 3",
  // "FEM" in "FEM-Berechnungen").
  // In brackets too ("CAT" in "catastrophe (CAT) events"); and an abbreviation meets the words it
  // spells ("SMS", "safety management system"), as the matcher's evidence does.
  const [short, rawLong] = listed.length < expected.length ? [listed, expected] : [expected, listed]
  const long = rawLong.replace(/[()[\]]/g, ' ')
  if (
    /^[A-Z][A-Z0-9&/]{1,5}$/.test(short.trim()) &&
    (` ${long} `.includes(` ${short.trim()} `) ||
      ` ${long}`.includes(` ${short.trim()}-`) ||
      (/^[A-Z]{3,6}s?$/.test(short.trim()) && mentionsSkill(long, short.trim())))
  )
    return true
  const sa = stems(listed, language)
  const sb = stems(expected, language)
  if ((a.length > 3 && sb.includes(sa)) || (b.length > 3 && sa.includes(sb))) return true
  const ca = canonicalSkill(listed)
  return ca !== null && ca === canonicalSkill(expected)
}

function onPage(skill: string, page: string): boolean {
  // A posting written as HTML spells "GD&T" as "GD&amp;T"; a JSON-LD description escaped twice
  // spells "employers' liability" as "employers&amp;#39; liability".
  return isWrittenOn(skill, pageWords(decodeEntities(decodeEntities(page))))
}

async function loadProfile(dir: string, id: string): Promise<ProfileSections> {
  const raw = JSON.parse(await readFile(path.join(dir, 'profiles', `${id}.json`), 'utf8')) as Record<
    string,
    unknown
  >
  const profile = ProfileSectionsSchema.parse({
    personalInfo: {},
    workExperience: {},
    education: {},
    personalExperiences: {},
    personalityTraits: {},
    portfolioData: {},
    books: {},
    skills: {},
    ...raw,
  })
  // The schema drops fields it does not know; a fixture written with other field names
  // ("education.entries", "skills.soft") would be scored as an emptier profile than the one written.
  for (const [section, fields] of Object.entries(raw)) {
    const kept = (profile as Record<string, unknown>)[section]
    if (!kept || typeof fields !== 'object' || fields === null || Array.isArray(fields)) continue
    for (const field of Object.keys(fields))
      if (!(field in (kept as object)))
        throw new Error(`${id}.json: ${section}.${field} is not a profile field`)
  }
  return profile
}

const pct = (n: number) => `${Math.round(n * 100)}%`.padStart(5)

type Summary = {
  label: string
  recall: number
  precision: number
  offPage: number
  notSkills: string
  industries: string
  ordered: string
  refused: string
}

/**
 * A posting the intake refuses counts as read with nothing found, so one refusal does not end the eval.
 * A posting saved as a whole page (postings/<id>.html: navigation, cookie banner, footer, JSON-LD) is
 * read as a fetched page is; one saved as text as a pasted one is.
 */
function readPosting(text: string, id: string, isPage = false): ExtractedJob {
  try {
    return isPage ? extractFromHtml(text, { sourceUrl: null }) : extractFromText(text, { sourceUrl: null })
  } catch (error) {
    console.log(`${id.padEnd(24)} REFUSED: ${error instanceof Error ? error.message : String(error)}`)
    return emptyExtractedJob({ title: id, industry: 'Technology', extractedBy: 'refused' })
  }
}

async function fixtureEval(label: string, dir: string): Promise<Summary> {
  console.log(`\n=== ${label} set (${path.relative(process.cwd(), dir)}) ===`)
  const manifest = JSON.parse(await readFile(path.join(dir, 'postings.json'), 'utf8')) as {
    postings: Posting[]
    pairs: Pair[]
    heldOut?: string[]
    notPostings?: string[]
  }
  const heldOut = new Set(manifest.heldOut ?? [])
  const jobs = new Map<string, ExtractedJob>()
  const perField = new Map<
    string,
    { expected: number; found: number; listed: number; correct: number; offPage: number }
  >()
  const held = { expected: 0, found: 0, listed: 0, correct: 0 }
  const notSkillCount = { listed: 0, asked: 0 }
  console.log(
    `${'posting'.padEnd(24)} ${'lang'} ${'recall'} ${'prec.'} ${'off-page'} ${'industry'.padEnd(36)} missed / extra`,
  )
  for (const posting of manifest.postings) {
    const pagePath = path.join(dir, 'postings', `${posting.id}.html`)
    const isPage = existsSync(pagePath)
    const raw = await readFile(isPage ? pagePath : path.join(dir, 'postings', `${posting.id}.txt`), 'utf8')
    const job = readPosting(raw, posting.id, isPage)
    // On a page, "on the page" means its text (and its JSON-LD), not its tag and attribute names.
    const text = isPage
      ? raw
          .replace(/<[^>]*>/g, ' ')
          .replace(/&lt;[^&]*&gt;/g, ' ')
          .replace(/&nbsp;/g, ' ')
      : raw
    jobs.set(posting.id, job)
    const language = posting.language === 'de' ? 'de' : 'en'
    // The posting's own title role is scored by neither recall nor precision: the title is not a skill
    // (issue 13's review), and the early lists named it first while the later ones leave it out.
    const titleRoles = new Set(rolesFromTitle(job.title).map((r) => norm(withoutGenderMark(r))))
    const isTitleRole = (s: string) => titleRoles.has(norm(withoutGenderMark(s)))
    const expectedSkills = posting.skills.filter((e) => !isTitleRole(e))
    // Conditions of the work ("Schichtarbeit", "rotating shifts") are listed apart from the skills; the
    // earlier sets' lists name some of them, so recall and precision read both lists, and the
    // not-skills column the skills alone.
    const surfaced = [...job.skills, ...(job.conditions ?? [])]
    const listedSkills = surfaced.filter((s) => !isTitleRole(s))
    const found = expectedSkills.filter((e) => listedSkills.some((s) => same(s, e, language)))
    const correct = listedSkills.filter((s) => expectedSkills.some((e) => same(s, e, language)))
    const offPage = surfaced.filter((s) => !onPage(s, text))
    const notSkills = job.skills.filter((s) => posting.notSkills?.some((n) => norm(n) === norm(s)))
    notSkillCount.listed += notSkills.length
    notSkillCount.asked += posting.notSkills?.length ?? 0
    const field = perField.get(posting.field) ?? { expected: 0, found: 0, listed: 0, correct: 0, offPage: 0 }
    field.expected += expectedSkills.length
    field.found += found.length
    field.listed += listedSkills.length
    field.correct += correct.length
    field.offPage += offPage.length
    perField.set(posting.field, field)
    if (heldOut.has(posting.id)) {
      held.expected += expectedSkills.length
      held.found += found.length
      held.listed += listedSkills.length
      held.correct += correct.length
    }
    const isHidden = heldOut.has(posting.id) && !SHOW_HELD_OUT
    const missed = expectedSkills.filter((e) => !found.includes(e))
    const extra = listedSkills.filter((s) => !correct.includes(s))
    const industry =
      job.industry === posting.industry ? `${job.industry} ok` : `${job.industry} ≠ ${posting.industry}`
    console.log(
      `${posting.id.padEnd(24)} ${posting.language.padEnd(4)} ${pct(found.length / Math.max(1, expectedSkills.length))}  ${pct(correct.length / Math.max(1, listedSkills.length))} ${String(offPage.length).padStart(8)} ${industry.padEnd(36).slice(0, 60)} ${isHidden ? '(held out)' : `missed: ${missed.join(', ') || '—'} | extra: ${extra.join(', ') || '—'}`}${offPage.length ? ` | OFF PAGE: ${offPage.join(', ')}` : ''}${notSkills.length && !isHidden ? ` | NOT SKILLS: ${notSkills.join(', ')}` : ''}${job.conditions?.length && !isHidden ? ` | conditions: ${job.conditions.join(', ')}` : ''}`,
    )
  }
  console.log(`\n${'field'.padEnd(16)} recall precision off-page`)
  let totals = { expected: 0, found: 0, listed: 0, correct: 0, offPage: 0 }
  for (const [field, t] of perField) {
    console.log(
      `${field.padEnd(16)} ${pct(t.found / t.expected)}  ${pct(t.correct / Math.max(1, t.listed))}     ${t.offPage}`,
    )
    totals = {
      expected: totals.expected + t.expected,
      found: totals.found + t.found,
      listed: totals.listed + t.listed,
      correct: totals.correct + t.correct,
      offPage: totals.offPage + t.offPage,
    }
  }
  console.log(
    `${'all'.padEnd(16)} ${pct(totals.found / totals.expected)}  ${pct(totals.correct / Math.max(1, totals.listed))}     ${totals.offPage}`,
  )
  if (held.expected && held.expected < totals.expected) {
    const tuned = { found: totals.found - held.found, expected: totals.expected - held.expected }
    const tunedListed = { correct: totals.correct - held.correct, listed: totals.listed - held.listed }
    console.log(
      `${'tuned part'.padEnd(16)} ${pct(tuned.found / tuned.expected)}  ${pct(tunedListed.correct / Math.max(1, tunedListed.listed))}`,
    )
  }
  if (held.expected)
    console.log(
      `${'held out'.padEnd(16)} ${pct(held.found / held.expected)}  ${pct(held.correct / Math.max(1, held.listed))}`,
    )
  const industries = manifest.postings.filter((p) => jobs.get(p.id)?.industry === p.industry).length
  console.log(`industry right on ${industries}/${manifest.postings.length} postings`)
  if (notSkillCount.asked)
    console.log(
      `not-skills listed: ${notSkillCount.listed} of the ${notSkillCount.asked} a careful reader leaves out`,
    )
  const refused = await refusals(dir, manifest.notPostings ?? [])

  console.log(`\n${'profile'.padEnd(24)} ${'strong fit'.padEnd(22)} ${'stretch'.padEnd(22)} ordered`)
  let ordered = 0
  const now = new Date('2026-11-01')
  for (const pair of manifest.pairs) {
    const profile = await loadProfile(dir, pair.profile)
    const strong = computeJobMatch({ job: jobs.get(pair.strong)!, profile, now }).score
    const stretch = computeJobMatch({ job: jobs.get(pair.stretch)!, profile, now }).score
    // "Clearly above": at least 10 points between them.
    const isOrdered = strong >= stretch + 10
    if (isOrdered) ordered++
    console.log(
      `${pair.profile.padEnd(24)} ${`${pair.strong} ${strong}%`.padEnd(22)} ${`${pair.stretch} ${stretch}%`.padEnd(22)} ${isOrdered ? 'yes' : 'NO'}`,
    )
  }
  console.log(`strong fit clearly above stretch (≥ 10 points) for ${ordered}/${manifest.pairs.length} people`)
  return {
    label,
    recall: totals.found / totals.expected,
    precision: totals.correct / Math.max(1, totals.listed),
    offPage: totals.offPage,
    notSkills: notSkillCount.asked ? `${notSkillCount.listed}/${notSkillCount.asked}` : '—',
    industries: `${industries}/${manifest.postings.length}`,
    ordered: `${ordered}/${manifest.pairs.length}`,
    refused,
  }
}

/** Pages that are not postings (a blog article, a careers landing page) should be refused, not read as one. */
async function refusals(dir: string, ids: string[]): Promise<string> {
  let refused = 0
  for (const id of ids) {
    const pagePath = path.join(dir, 'postings', `${id}.html`)
    const isPage = existsSync(pagePath)
    const raw = await readFile(isPage ? pagePath : path.join(dir, 'postings', `${id}.txt`), 'utf8')
    const job = readPosting(raw, id, isPage)
    const isRefused = job.extractedBy === 'refused'
    if (isRefused) refused++
    else
      console.log(`${id.padEnd(24)} NOT A POSTING, read as one: ${job.title} (${job.skills.length} skills)`)
  }
  if (ids.length) console.log(`not-a-posting pages refused: ${refused}/${ids.length}`)
  return ids.length ? `${refused}/${ids.length}` : '—'
}

/** Real postings have no expected skill list: measure that every listed skill is written on the page. */
async function corpusEval(corpus: string): Promise<void> {
  const dir = path.join(corpus, 'jobs')
  if (!existsSync(dir)) return
  let listed = 0
  let off = 0
  console.log(`\n${'real posting'.padEnd(56)} skills off-page`)
  for (const file of await listFiles(dir)) {
    if (!/\.(html|json|txt|md)$/.test(file)) continue
    let jobs: ExtractedJob[] = []
    const body = await readFile(file, 'utf8')
    try {
      jobs = file.endsWith('.json')
        ? extractAllFromJson(JSON.parse(body), { sourceUrl: null })
        : /<html|<body|<div/i.test(body)
          ? [extractFromHtml(body, { sourceUrl: null })]
          : [extractFromText(body, { sourceUrl: null })]
    } catch {
      continue
    }
    for (const job of jobs) {
      const page =
        `${job.title}\n${job.description.replace(/<[^>]+>/g, ' ')}\n${job.requirements.join('\n')}\n${job.responsibilities.join('\n')}\n${job.preferred.join('\n')}`
          .replace(/&amp;/g, '&')
          .replace(/&nbsp;/g, ' ')
      const offPage = [...job.skills, ...(job.conditions ?? [])].filter((s) => !onPage(s, page))
      listed += job.skills.length + (job.conditions?.length ?? 0)
      off += offPage.length
      console.log(
        `${path.relative(dir, file).slice(0, 55).padEnd(56)} ${String(job.skills.length).padStart(6)} ${String(offPage.length).padStart(8)}${offPage.length ? `  ${offPage.join(', ')}` : ''}`,
      )
    }
  }
  console.log(`${listed} skills listed on the real postings, ${off} not written on the page`)
}

export async function run({ corpus }: { corpus: string }): Promise<void> {
  const summaries: Summary[] = []
  // EVAL_SETS=blind21,blind22 (labels or folder names: blind23-held) reads only those sets (and skips the
  // corpus), for a quick look while working.
  const only = process.env.EVAL_SETS?.split(',').filter(Boolean)
  for (const set of SETS)
    if (
      existsSync(path.join(set.dir, 'postings.json')) &&
      (!only || only.includes(set.label) || only.includes(path.basename(set.dir)))
    )
      summaries.push(await fixtureEval(set.label, set.dir))
  console.log(`\n${'set'.padEnd(10)} recall precision off-page not-skills industry ordered refused`)
  for (const s of summaries)
    console.log(
      `${s.label.padEnd(10)} ${pct(s.recall)}  ${pct(s.precision)}     ${String(s.offPage).padStart(4)} ${s.notSkills.padStart(10)} ${s.industries.padStart(8)} ${s.ordered.padStart(7)} ${s.refused.padStart(7)}`,
    )
  const real = [
    corpus,
    path.resolve(corpus, '../../shared/corpus'),
    path.resolve('../../shared/corpus'),
  ].find((d) => existsSync(path.join(d, 'SOURCES.md')))
  if (real && !only) await corpusEval(real)
}
