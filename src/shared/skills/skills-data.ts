// The lexicon's entries, one per line: `Canonical name | alias, alias`, grouped by category. Names
// and aliases match case-insensitively on word boundaries; `=` makes one case-sensitive ("React"
// but not "react to"), a leading `!` on the name means only the aliases match ("Spring Boot", not
// the season). Names too ambiguous even for that (Go, R, C, Julia) get a context rule in
// skills-lexicon.ts.

const RAW = {
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
=Angular | angular 2+
AngularJS | angular.js
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
XGBoost |
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
Predictive Modeling | predictive models, predictive modelling, predictive analytics
Generalized Linear Models | =GLM, =GLMs, generalised linear models
Gradient Boosting | gradient boosted trees, =GBM
Regression Analysis | regression models, regression modelling, regression modeling, linear regression, logistic regression, regressionsanalyse
Hypothesis Testing | statistical testing, significance testing
Experimental Design | design of experiments, versuchsplanung
=MLflow |
SageMaker | amazon sagemaker, aws sagemaker
Distributed Computing |
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
Data Analysis | data analytics, data analyst, datenanalyse
Data Science |
Data Visualization | data visualisation
Data Governance |
Data Quality |
Machine Learning | =ML, maschinelles lernen
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
=SIEM | security information and event management
Endpoint Detection and Response | =EDR, endpoint detection
CrowdStrike | crowdstrike falcon
MITRE ATT&CK | mitre att&ck framework, mitre attack
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
Inventory Management | stock control, stock management, inventory control, bestandsmanagement, bestandsführung, lagerhaltung
Demand Planning | demand forecast, demand forecasting, bedarfsplanung
Supply Chain Planning | supply planning
S&OP | sales and operations planning
Warehouse Management | warehouse operations, warehouse management system, warehouse management systems, lagerverwaltung, lagerlogistik, =WMS
Transport Management | transport planning, transportation management, =TMS, transportmanagement, tourenplanung
Replenishment | nachschubsteuerung
Purchase Orders | purchase order, bestellwesen, bestellabwicklung
Master Data Management | master data, stammdaten, stammdatenpflege, =MDM
=OTIF | on time in full
Customs | customs clearance, zollabwicklung, =Incoterms
=APICS | =CPIM, =CSCP
Full-Cycle Recruiting | full-cycle recruitment, full cycle recruiting, full-cycle recruiting, end-to-end recruiting
Technical Recruiting | tech recruiting, technical recruitment, it-recruiting, it recruiting
Candidate Sourcing | active sourcing, talent sourcing, sourcing candidates, direktansprache
Structured Interviewing | structured interviews, competency-based interviews, competency-based interviewing, behavioral interviewing, behavioural interviewing, interviewführung
Applicant Tracking Systems | applicant tracking system, bewerbermanagementsystem
=Greenhouse |
=Lever |
=Workday |
Employer Branding |
=HRIS | hr information system
Performance Management | performance reviews, performance appraisals, mitarbeitergespräche
Workforce Planning | personalplanung, rotas, rota planning, staff scheduling, schichtplanung
Visual Merchandising | warenpräsentation
Loss Prevention | shrinkage, shrinkage reduction, inventurdifferenzen
Store Management | store operations, retail operations, filialleitung, filialmanagement
=EPOS | point of sale, kassensystem
Commercial Awareness | commercial acumen, business acumen
Labour Cost Control | labour costs, labor costs, wage budgets, personalkosten
Retail | einzelhandel
Technical Support | tech support, it support, it-support, 2nd level support, second-level support, 1st level support, first-level support
Help Desk | helpdesk, service desk
Ticketing Systems | ticketing, ticket system, ticketsystem
Service Level Agreements | =SLA, =SLAs, service level agreement
=CSAT | customer satisfaction score
Net Promoter Score | =NPS
De-escalation | deeskalation, complaint handling, handling complaints, escalated complaints, beschwerdemanagement
Knowledge Base | help center articles, help centre articles, knowledge base articles
Freshdesk |
=Intercom |
WooCommerce |
Magento | adobe commerce
E-Commerce | ecommerce, e-commerce, onlinehandel
Catastrophe Modeling | catastrophe modelling, catastrophe models, cat modeling, cat modelling
Loss Ratio | loss ratios, combined ratio, schadenquote
Loss Runs | loss history
Delegated Authority | binding authority, delegated underwriting authority
Reinsurance | rückversicherung
Insurance | versicherungswesen, insurance industry
Fixed Asset Accounting | anlagenbuchhaltung, fixed assets
=VAT | umsatzsteuer, umsatzsteuervoranmeldung, umsatzsteuervoranmeldungen, value added tax, vat returns, =USt
Intercompany Reconciliation | intercompany, intercompany-abstimmungen, intercompany-abstimmung, intercompany reconciliations
Ratemaking | rate making
FP&A | financial planning and analysis, financial planning & analysis
IFRS | ifrs 9, ifrs 15, ifrs 16, ifrs 17
US GAAP | gaap
=HGB |
Financial Modeling | financial modelling
Financial Reporting | finanzberichterstattung, reporting standards
Financial Analysis |
Budgeting | budget planning, budgetplanung
Forecasting | forecast, forecasts, revenue forecasting
Controlling | financial controlling
Cost Accounting |
Management Accounting |
Accounting | bookkeeping, buchhaltung, rechnungswesen, finanzbuchhaltung
Accounts Payable | kreditorenbuchhaltung, kreditoren
Accounts Receivable | debitorenbuchhaltung, debitoren
General Ledger |
Month-End Close | month end close, year-end close, financial close, monatsabschluss, monatsabschlüsse, quartalsabschluss, quartalsabschlüsse
Financial Consolidation | group consolidation
Treasury |
Tax Accounting | taxation, tax compliance, steuern, steuerrecht
!Audit | auditing, internal audit, external audit, financial audit, audit experience, it audit
Variance Analysis |
Valuation | =DCF, discounted cash flow
M&A | mergers and acquisitions
Due Diligence |
Risk Management | risikomanagement, risk assessment, risk assessments
Credit Risk |
Basel III |
Solvency II |
Compliance | regulatory compliance
Anti-Money Laundering | =AML, =KYC, =AML/CTF, =AML/CFT, anti-money laundering and counter-terrorist financing
Anaplan |
BlackLine |
Oracle Hyperion | hyperion
Revenue Cycle Management | revenue cycle
Stakeholder Management | stakeholder engagement
Project Management | project manager, projektmanagement, projektleitung, projektmanager
Program Management | programme management
Product Management | product manager
Product Strategy |
Roadmapping | product roadmap, roadmap
Business Analysis | business analyst
Requirements Engineering | requirements gathering, requirements analysis
Change Management | veränderungsmanagement
Process Improvement | process optimization, process optimisation, business process improvement, prozessoptimierung, continuous improvement, kontinuierliche verbesserung, =KVP
Business Process Management | bpm, bpmn
Business Strategy | strategic planning, corporate strategy
Management Consulting |
Go-to-Market | =GTM, go to market
B2B Sales | enterprise sales, saas sales, solution selling, b2b-vertrieb, b2b vertrieb, b2b
Business Development | =BD, new business development, neukundengewinnung, geschäftsentwicklung
Account Management | key account management, =KAM, account manager, key account manager
Customer Success |
Customer Service | customer support, client support, client service, kundenservice, kundenbetreuung, guest service, guest services
CRM |
Negotiation | negotiating, negotiations, verhandlungsgeschick, verhandlungsführung
Digital Marketing | online marketing
Content Marketing |
Performance Marketing |
SEO | search engine optimization, search engine optimisation
SEM | search engine marketing, google ads, ppc, paid search
Social Media Marketing | social media, social-media-marketing
Email Marketing |
Marketing Automation |
Public Relations |
Communication Skills | written communication, verbal communication, communicator, communication skills, kommunikationsfähigkeit, kommunikationsstärke
Presentation Skills | presentations, presentation skills, präsentationsfähigkeit
Teamwork | team player, teamfähigkeit, teamarbeit, teamgeist, teamfähig
Attention to Detail | eye for detail, detail-oriented, detail oriented, sorgfalt, sorgfältige arbeitsweise
Resilience | working under pressure, belastbarkeit, stressresistenz
Analytical Skills | analytical skills, analytisches denkvermögen, analytisches denken, analytische fähigkeiten
Empathy | empathie, einfühlungsvermögen
Zuverlässigkeit | dependability
Discretion | diskretion
Confidentiality | vertraulichkeit
People Leadership | team leadership, people management, managing people, leading teams, personalführung, mitarbeiterführung, führungserfahrung, führungsverantwortung, leadership experience, led a team, lead a team, leads a team, leading a team, managed a team, manage a team, manages a team, managing a team, supervised a team, supervising a team, führung eines teams, leitung eines teams
Mentoring | coaching, coach and develop, coach and mentor, coach and train, coach and support
Recruiting | talent acquisition, recruitment
Vendor Management | supplier management
Procurement | purchasing, strategic sourcing, beschaffung
Supply Chain Management | supply chain, lieferkette
Logistics | logistik
Operations Management |
Budget Management | p&l, p&l responsibility, budgetverantwortung, budget management, budget responsibility
Pricing | preisgestaltung
Market Research | marktforschung, market analysis
Business Intelligence | =BI
KPI Reporting | kpis, kpi
Executive Support | administrative support, calendar management, executive assistance
Event Planning | event management
Technical Writing | technical documentation
Customer Experience | =CX
Sales | selling, vertrieb, sales experience
Sales Leadership | sales management, vertriebsleitung, vertriebsleiter, sales director, head of sales, vp sales, vice president of sales
Pipeline Management | sales pipeline, pipeline generation, forecast accuracy
Lead Generation | lead gen, demand generation, demand gen
Cold Calling | cold outreach, kaltakquise, outbound prospecting, prospecting
Territory Management | territory planning, gebietsbetreuung
Channel Sales | partner sales, channel partners, indirect sales, partnervertrieb, distributors, händlervertrieb
Inside Sales |
Field Sales | außendienst, aussendienst, außendienstmitarbeiter, field sales engineers
Quota Attainment | quota, sales targets, sales quota
Contract Negotiation | contract negotiations, vertragsverhandlungen, rahmenverträge, framework contracts, framework agreements
MEDDIC | meddpicc, meddicc
Consultative Selling | value selling, challenger sale
Brand Management | branding, markenführung, markenmanagement
Campaign Management | campaign planning, kampagnenmanagement, marketing campaigns
Product Marketing |
Copywriting | copy writing, texten
Marketing Strategy | marketingstrategie
Marketing Analytics | marketing attribution, attribution modeling
Paid Social | paid media, meta ads, facebook ads, linkedin ads
Influencer Marketing |
Event Marketing |
Trade Marketing |
Community Management |
Conversion Rate Optimization | =CRO, conversion optimization, conversion rate, conversion rates
Financial Statements | financial statement analysis, jahresabschluss, jahresabschlüsse, annual financial statements
Cash Flow Management | cash management, liquiditätsplanung, liquidity planning
Payroll | lohnbuchhaltung, gehaltsabrechnung, lohn- und gehaltsabrechnung, lohnabrechnung, entgeltabrechnung
Reconciliations | account reconciliation, bank reconciliation, kontenabstimmung, sachkontenabstimmung, sachkonten, ledger reconciliations
Internal Controls | =SOX, sarbanes-oxley, internal control, internes kontrollsystem, =IKS
Investment Analysis | equity research, portfolio management
Actuarial Science | actuarial, aktuar, aktuariat, versicherungsmathematik
Underwriting | commercial underwriting, property underwriting, commercial property underwriting, casualty underwriting, risikoprüfung
Claims Management | claims handling, claims processing, schadenregulierung, schadenbearbeitung
DATEV |
Lexware |
QuickBooks |
Xero |
Bloomberg Terminal | bloomberg
=CFA | chartered financial analyst
=CPA | certified public accountant
=ACCA |
Steuerberater | tax advisor
Wirtschaftsprüfung | auditing firm, statutory audit
Employee Relations | labour relations, labor relations, arbeitsbeziehungen
Human Resources | =HR, personalwesen, personalmanagement, hr management
Training Delivery | trainings, schulung, schulungen, training delivery, facilitation
Office Management | büromanagement, office administration, büroorganisation
Data Entry |
Scheduling | terminplanung, shift scheduling, dienstplanung
Willingness to Travel | reisebereitschaft, willing to travel
On-Call Duty | rufbereitschaft, bereitschaftsdienst, on-call rota, on-call rotation
!Initiative | eigeninitiative
!Commitment | einsatzbereitschaft
Claims Reserving | reserves, reserving, claim reserves, loss reserves
Subrogation |
Fraud Detection | fraud, fraud indicators, betrugsindizien, betrugserkennung, fraud prevention
Caseload Management | caseload
Spend Analysis | spend analytics
E-Sourcing | esourcing
Treating Customers Fairly | =TCF
Right to Work Checks | right to work check, right-to-work checks
DBS Check | enhanced dbs, dbs check, enhanced dbs check, dbs checks, =DBS
Home Visits | home visit, hausbesuche
Planograms | planogram, planogramm, planogramme
Pivot Tables | pivot table, pivottabellen, pivot-tabellen
Inventory Turns | inventory turnover, stock turns
Fill Rate | fill rates
Customer Journey Mapping | customer journeys, customer journey
Display Advertising | display ads, programmatic advertising
Debt Service Coverage | =DSCR, debt service coverage ratio
Data Integrity | =ALCOA, alcoa+
Good Laboratory Practice | =GLP
Ground Handling | bodenabfertigung
=Sabre |
5 Whys | five whys
Process Capability | =Cpk, =Ppk, process capability studies
E-Filing | e-file, electronic filing
=beA | besonderes elektronisches anwaltspostfach
Phishing |
Companies House |
Privilege Logs | privilege log
Internal Auditing | internal auditor, internal auditors
Special Investigations Unit | =SIU
Cost per Acquisition |
Personal Budgets | personal budget
Employment Contracts | contracts of employment, employment contracts
Markdowns | markdown management
Run Sheets | run sheet
Expert Reports | gutachten, sachverständigengutachten
Datawrapper |
`,
  design: `
Brand Identity | brand identities, corporate design, corporate identity, visual identity, visual identities
Logo Design | logos
Typography | typografie
Layout | layouts, page layout, layout design
Print Production | prepress, print-ready artwork, druckvorstufe, print design
Packaging Design | packaging
Art Direction | art direct, art directing
Illustration |
Figma |
=Sketch |
Adobe XD |
Adobe Photoshop | photoshop
Adobe Illustrator | =Illustrator
Adobe InDesign | indesign
Adobe After Effects | after effects
Adobe Premiere Pro | premiere pro
Adobe Creative Suite | creative cloud, adobe cc, adobe creative cloud
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
Graphic Design | grafikdesign, kommunikationsdesign, visual communication
Product Design |
Information Architecture |
3D Animation | 3d modeling, 3d modelling, 3d animation software
Visual Effects | =VFX
`,
  method: `
Clean Code |
Testcontainers |
Agile | agile methodologies, agile methods
Scrum | scrum master
Kanban |
!SAFe | scaled agile framework, scaled agile, =SAFe
Lean Six Sigma | six sigma, lean management, lean manufacturing, lean production
Waterfall |
PRINCE2 |
=PMP | =PMI, project management professional
ITIL |
Test-Driven Development | =TDD, testgetriebene entwicklung, testgetriebener entwicklung
Behavior-Driven Development | =BDD
Domain-Driven Design | =DDD
Design Thinking |
OKRs | =OKR, objectives and key results
Pair Programming |
Code Review | code reviews, code-reviews
Object-Oriented Programming | =OOP, object oriented programming, object-oriented design
Functional Programming |
Event-Driven Architecture | event-driven, event driven architecture, event sourcing
System Design | software architecture, solution architecture
Unit Testing | automated testing, test automation, automated tests, automatisierte tests, testautomatisierung
Quality Assurance | =QA, software testing, qualitätssicherung
Security Clearance |
GDPR | dsgvo
HIPAA |
`,
  healthcare: `
Pharmacy | pharmacy practice, apotheke, pharmazie
Clinical Pharmacy | hospital pharmacy, klinische pharmazie, krankenhausapotheke, inpatient pharmacy
Doctor of Pharmacy | =PharmD, pharm.d.
Sterile Compounding | iv admixture, iv admixtures, aseptic compounding, aseptic preparation, sterilherstellung, compounding
Medication Therapy Management | =MTM
Pharmacokinetics | pharmacokinetic dosing, pharmakokinetik, pharmacokinetic
Antimicrobial Stewardship | antibiotic stewardship
Anticoagulation Management | anticoagulation monitoring, anticoagulation clinic, anticoagulation
Drug Interactions | drug-drug interactions, wechselwirkungen
Medication Reconciliation | med rec
Prior Authorization | prior authorisation, prior authorizations, prior authorisations, prior auth
Medication Dispensing | dispensing, arzneimittelabgabe
Controlled Substances | controlled substance, betäubungsmittel, =BtM
Pharmacovigilance | adverse drug events, adverse drug reactions, arzneimittelsicherheit, drug safety
=Pyxis |
=Omnicell |
Joint Commission | =JCAHO
=BCPS | board certified pharmacotherapy specialist
Medication Orders | order verification, medication order verification
Patient Care | patient-centred care, patient-centered care, patientenversorgung, patientenbetreuung, direct patient care
Nursing | krankenpflege, nursing care, nursing practice
Patient Assessment | physical assessment, physical examination, health assessment, clinical assessment, patient assessments
Diagnosis | diagnosing, differential diagnosis, diagnostik
Treatment Planning | treatment plans, care planning, care plans, pflegeplanung
Medication Administration | administering medication, medication management, medikamentengabe
Prescribing | prescriptive authority, prescribe medications, prescribing medications
Clinical Documentation | medical documentation, charting, pflegedokumentation, patient documentation
Electronic Health Records | =EHR, =EMR, electronic medical records, electronic health record
Wound Care | wundversorgung, wundmanagement, wound management
Personal Care | personal cares
Dementia Care | dementia support
Palliative Care | end-of-life care, palliativpflege, palliativversorgung
Continence Care | continence management, continence support, inkontinenzversorgung
Infection Control | infection prevention, hygienemanagement, hygiene standards
Critical Care | intensive care, =ICU, intensivpflege, intensivstation
Emergency Care | emergency medicine, emergency department, notaufnahme, notfallversorgung
Primary Care |
Pediatrics | paediatrics, pädiatrie, kinderheilkunde
Geriatrics | geriatric care, elderly care, altenpflege, geriatrie
Mental Health | psychiatric care, behavioral health, behavioural health, psychiatrie
Oncology | onkologie
Cardiology | kardiologie
Surgery | surgical, chirurgie, perioperative care, operating room
Anesthesia | anaesthesia, anästhesie
Radiology | radiologie, medical imaging
Pharmacology | pharmakologie
Phlebotomy | venipuncture, blood draws, blutentnahme
Vital Signs | vital signs monitoring, vitalzeichen
Basic Life Support | =BLS, cpr
Advanced Cardiac Life Support | =ACLS
Pediatric Advanced Life Support | =PALS
Chronic Disease Management | chronic care, chronic conditions
Health Education | patient education, patientenschulung
Care Coordination | case management, discharge planning, entlassmanagement, hospital discharge
Telehealth | telemedicine, telemedizin
Physiotherapy | physical therapy, physiotherapie
Occupational Therapy | ergotherapie
Clinical Trials | clinical research, klinische studien
Good Clinical Practice | ich-gcp
Medical Devices | medizinprodukte, medical device
Medical Terminology |
Public Health |
Epidemiology |
Radiography | radiographs, radiograph, x-rays, röntgen, röntgenaufnahmen
First Aid | first aid certificate, paediatric first aid, pediatric first aid, standard first aid, erste hilfe, ersthelfer
Sterilisation | sterilization, decontamination, sterilgutaufbereitung
Acupuncture | akupunktur
Hydrotherapy |
Musculoskeletal | =MSK
Haematology | hematology, hämatologie
Cytotoxics | cytotoxic, cytotoxic drugs, zytostatika
Ward Rounds | ward round
Naturopathy | naturheilkunde
IV Cannulation | intravenous catheters, iv catheters, cannulation, iv cannulation
Port Systems | portsystem, portsysteme, portsystemen
Manual Handling | moving and handling, patient handling, hoists, slide sheets
Webster Packs | webster-paks, webster paks, dose administration aids
Unit Dose | unit-dose, unit dose packaging
Automated Dispensing Cabinets | automated dispensing cabinet
Dentistry | dentals, zahnheilkunde
Herd Health | mastitis, lameness, somatic cell count
Learning Journals | learning journal
=Tapestry |
`,
  engineering: `
!Setting Out | site setting out, setting out works, setting out and levelling
Surveying | land surveying, total station, levelling, leveling, vermessung
Earthworks | erdarbeiten, erdbau
Drainage | entwässerung, drainage design
Temporary Works | temporary works supervisor, temporary works coordinator
Method Statements | =RAMS, risk assessments and method statements
Site Supervision | bauleitung, bauüberwachung, site management
NEC Contracts | =NEC3, =NEC4, =JCT, =VOB, vob/b
Highway Engineering | highways, highway design, road construction, straßenbau
Reinforced Concrete | stahlbeton
Civil 3D | autocad civil 3d
=BIM | building information modeling, building information modelling
=CSCS | cscs card
=SMSTS |
=SSSTS |
Toolbox Talks | toolbox talk
Pneumatics | pneumatik, pneumatic
Frequency Converters | frequenzumrichter, variable frequency drives, =VFD, =VFDs
Drive Technology | antriebstechnik, drive systems
DGUV V3 | dguv vorschrift 3, dguv v3, portable appliance testing, =PAT testing
SAP PM | sap plant maintenance
Mechatronics | mechatronik, mechatroniker
Mechanical Design | mechanical engineering design, konstruktion, maschinenkonstruktion, mechanische konstruktion
CAD | computer-aided design, =CAD-Konstruktion
Finite Element Analysis | =FEA, =FEM, finite element method, finite-elemente-methode, finite elemente
Computational Fluid Dynamics | =CFD, strömungssimulation
GD&T | geometric dimensioning and tolerancing, tolerance analysis, toleranzanalyse
Siemens NX | unigraphics, =NX
Creo | =PTC Creo, pro/engineer
Inventor | autodesk inventor
ANSYS |
Abaqus |
Nastran | msc nastran, nx nastran, patran
Simulink |
PLC Programming | =PLC, =PLCs, =SPS, sps-programmierung, speicherprogrammierbare steuerung, programmable logic controllers, programmable logic controller
Siemens TIA Portal | tia portal, step 7
Siemens S7 | simatic s7, simatic, =S7-300, =S7-1200, =S7-1500
SCADA |
Automation Technology | automatisierungstechnik, industrial automation, factory automation
Control Engineering | regelungstechnik, control systems, controls engineering
Electrical Engineering | elektrotechnik, electrical design
Embedded Systems | embedded software, embedded systeme, firmware
Robotics | robotik
Hydraulics | hydraulik, hydraulic
Thermodynamics | thermodynamik, heat transfer, wärmeübertragung
Materials Science | werkstoffkunde, werkstofftechnik, materials engineering
Manufacturing Processes | fertigungsverfahren, fertigungstechnik, manufacturing engineering, production processes
Additive Manufacturing | 3d printing, 3d-druck
Injection Molding | injection moulding, spritzguss
CNC Machining | =CNC, cnc programming, cnc-programmierung
Quality Management | =QM, qualitätsmanagement, quality management systems, =QMS
ISO 9001 | iso9001, din en iso 9001
AS9100 | as 9100, en 9100, en9100
IATF 16949 | iatf
FMEA | failure mode and effects analysis, fehlermöglichkeits- und einflussanalyse
Root Cause Analysis | =RCA, 8d, ursachenanalyse, root-cause analysis
Statistical Process Control | =SPC
=APQP | =PPAP
Design Verification | design validation, verification and validation, =V&V
Systems Engineering | systemtechnik, requirements management, mbse, model-based systems engineering
DOORS | ibm doors, doors next
Aerospace Engineering | luft- und raumfahrttechnik, aeronautical engineering, aircraft design
Airworthiness | certification specifications, =EASA Part 21, =CS-25, =FAR 25, lufttüchtigkeit
Stress Analysis | structural analysis, festigkeitsberechnung, strukturanalyse
Composites | composite materials, faserverbundwerkstoffe, faserverbund, =CFRP, carbon fibre, carbon fiber
Avionics | avionik
DO-178C | do-178, do178c
Technical Drawings | engineering drawings, technische zeichnungen, technisches zeichnen, blueprints
Product Lifecycle Management | =PLM, teamcenter, windchill
Prototyping and Testing | prototype testing, test rigs, prüfstand
Commissioning | inbetriebnahme
Maintenance | instandhaltung, instandsetzung, wartung, preventive maintenance, predictive maintenance
Civil Engineering | bauingenieurwesen, structural engineering
Process Engineering | verfahrenstechnik, chemical engineering
`,
  education: `
Lesson Planning | lesson plans, unterrichtsplanung, unterrichtsvorbereitung
Curriculum Development | curriculum design, lehrplanentwicklung, course design, instructional design
Classroom Management | klassenführung
Differentiated Instruction | differentiation, binnendifferenzierung
Special Educational Needs | =SEN, =SEND, special education, sonderpädagogik, förderbedarf, inclusive education, inklusion
Student Assessment | assessment for learning, formative assessment, summative assessment, leistungsbewertung
Teaching | unterricht, unterrichten, lehrtätigkeit, classroom teaching
Tutoring | nachhilfe
Google Classroom |
E-Learning | elearning, online learning, blended learning
Learning Management Systems | learning management system, =LMS, moodle, canvas lms, cornerstone ondemand, docebo, blackboard learn, totara
Early Childhood Education | early years, frühpädagogik, kindergarten, kita
Safeguarding | child protection, kinderschutz
Pedagogy | pädagogik, didaktik, didactics
Educational Technology | edtech, digital learning tools
Parent Communication | parent engagement, elternarbeit, elterngespräche
Adult Education | erwachsenenbildung
Qualified Teacher Status | =QTS, teaching licence, teaching license, teaching certificate, lehramt, staatsexamen
Articulate 360 |
Articulate Storyline | =Storyline
Articulate Rise | rise 360
Camtasia |
Adobe Captivate | =Captivate
Kirkpatrick Model | kirkpatrick's model, kirkpatrick framework, kirkpatrick evaluation model, kirkpatrick levels, kirkpatrick's four levels
Microlearning | micro-learning
Job Aids | job aid
Adult Learning Principles | adult learning theory, adult learning, andragogy
Storyboarding | storyboards, storyboard
Training Needs Analysis | =TNA, learning needs analysis, training needs assessment, schulungsbedarfsanalyse
=SCORM |
=xAPI | tin can api
Instructor-Led Training | =ILT, =VILT, virtual instructor-led training, instructor-led
Working with Children Check | =WWCC, working with children checks
`,
  legal: `
Contract Law | vertragsrecht, contracts law
Contract Drafting | drafting contracts, vertragsgestaltung, contract review, vertragsprüfung, contract management
Legal Research | rechtsrecherche
Litigation | prozessführung, dispute resolution, streitbeilegung
Corporate Law | gesellschaftsrecht, company law
Employment Law | arbeitsrecht, labour law, labor law
Data Protection Law | datenschutzrecht, privacy law
Intellectual Property | =IP law, patent law, trademark law, patentrecht, markenrecht, gewerblicher rechtsschutz
Regulatory Affairs | regulatory submissions
Legal Advice | rechtsberatung, legal counsel, legal advisory
Case Management Software | clio, legal tech
Legal Drafting | pleadings, schriftsätze, legal writing
Bar Admission | admitted to the bar, bar membership, anwaltszulassung, zulassung als rechtsanwalt, licensed attorney, practising certificate
Paralegal |
Mergers and Acquisitions Law | m&a law, transactional law
Commercial Law | handelsrecht, commercial contracts
`,
  hospitality: `
Front Office | front desk, rezeption, reception, empfang, front-office
Guest Relations | gästebetreuung, guest experience, guest satisfaction
Food and Beverage | f&b, food & beverage, gastronomie
Food Safety | =HACCP, lebensmittelhygiene, food hygiene, food handling
Revenue Management | yield management, revenue manager
Property Management Systems | opera pms, =PMS, protel, property management system
Housekeeping | hauswirtschaft
Banquets | bankett, catering, events and banqueting, banqueting
Menu Planning | menu development, menüplanung, speisekartengestaltung
Culinary Arts | cooking, kochen, culinary, kitchen management, küchenleitung
Hotel Management | hotelmanagement, hotel operations, hotelbetrieb
Reservations | reservierungen, booking management
Upselling | cross-selling
Bartending | barkeeping, mixology
Wine Knowledge | sommelier, weinkenntnisse
Mise en Place |
Pastry | patisserie, pâtisserie
Larder | garde manger
Plating | plate presentation
`,
  trades: `
Electrical Installation | elektroinstallation, electrical wiring, wiring, electrical installations, verdrahtung
Plumbing | sanitärinstallation, pipefitting
HVAC | heating, ventilation and air conditioning, heizung, lüftung, klima, shk, heating and cooling
Welding | schweißen, =MIG, =TIG, mig/mag, schweisstechnik
Carpentry | tischlerei, schreinerei, joinery, zimmerei
Blueprint Reading | reading blueprints, reading technical drawings, zeichnungslesen
Troubleshooting | fehlersuche, fault finding, fault diagnosis, störungsbehebung
Power Tools | hand and power tools, hand tools
Forklift Operation | forklift, staplerschein, gabelstapler, forklift license, forklift licence
Occupational Safety | health and safety, arbeitssicherheit, =OSHA, arbeitsschutz, =HSE
Building Codes | electrical codes, =NEC, building regulations, bauvorschriften
Metalworking | metallbearbeitung, machining, zerspanung
Masonry | maurer, bricklaying
Painting and Decorating | maler, lackierer, decorating
Automotive Repair | kfz-mechatronik, vehicle maintenance, car repair, auto repair
Journeyman Certificate | gesellenbrief, meisterbrief, master craftsman, journeyman licence, journeyman license, red seal
Heat Pumps | heat pump, wärmepumpen, wärmepumpe
Boilers | boiler, heizkessel
Chillers | chiller
Rooftop Units | rooftop unit, =RTU, =RTUs
Split Systems | split system, mini-splits, mini-split
Brazing | braze, hartlöten
Soldering | solder, löten
Multimeters | multimeter
Working at Height | working at heights, work at height, arbeiten in der höhe, höhentauglichkeit
Battery Storage | battery storage systems, batteriespeicher, stromspeicher, speichersysteme, speichersystemen
EV Charging | wallbox, wallboxen, ev chargers, ev charging points, ladeinfrastruktur
Tractor Operation | tractors, tractor, schlepper, schleppern, traktor, traktoren
Reach Truck | reach trucks, schubmaststapler
Rigging |
Tail Lift | tail-lift, tail lifts, tail-lifts, ladebordwand
Shell Construction | rohbau, rohbauarbeiten
Residential Construction | wohnungsbau, residential building
GPS Guidance | gps-lenksystem, gps-lenksysteme, autosteer, auto-steer
Biogas | biogasanlage, biogasanlagen
Allen-Bradley | allen bradley
Heidenhain |
Final Accounts | final account
Meter Cabinets | zählerschrank, zählerschränke, zählerschränken
Building Automation | gebäudeautomation, gebäudesteuerung, gebäudesteuerungen, building automation systems, building management systems
=KNX |
High-Voltage Vehicle Systems | hochvolttechnik, hochvolt-fahrzeuge, hochvolt-fahrzeugen, hochvoltsysteme
Shift Work | schichtarbeit, schichtdienst, schichtbetrieb, vollkontischicht, vollkontischichtsystem, wechselschicht, shift work
Batch Processes | batchprozesse, batchprozessen, batch production, chargenproduktion
Subcontractor Management | nachunternehmer, nachunternehmern, nachunternehmersteuerung, subunternehmer, subunternehmern
Cost Control | kostenkontrolle, kostenüberwachung, cost controls
Low-Voltage Networks | niederspannungsnetz, niederspannungsnetze, niederspannungsnetzen
Service Connections | hausanschluss, hausanschlüsse, hausanschlüssen
Hydraulic Balancing | hydraulischer abgleich, einregulierung
Edge Banding | kantenanleimmaschine, kantenanleimmaschinen, edgebander
=imos |
Power Flushing | power flush, powerflush, power flushes
Unvented Hot Water Systems | unvented hot water cylinders, unvented cylinders, unvented systems
Telematics | fleet telematics, telematik
Tachographs | tachograph, tachograph data, tachograph analysis, digital tachograph, tachographen, fahrtenschreiber
Drivers' Hours | drivers hours, driver hours, drivers’ hours
Operator Licence | o-licence, o licence, operator's licence, operator licence, operator’s licence, operator's license
Multi-Drop Deliveries | multi-drop, multi drop
`,
  public: `
Public Administration | öffentliche verwaltung, public sector administration, verwaltungsrecht, administrative law
Policy Analysis | policy development, politikberatung, policy advice, policy making
Public Procurement | vergaberecht, öffentliche vergabe, tendering, tenders, ausschreibungen, vergabeverfahren
Grant Management | grant writing, fördermittelmanagement, fördermittel, funding applications
Citizen Services | bürgerservice, bürgerdienste, public service delivery
Legislation | gesetzgebung, legislative drafting
Budget Law | haushaltsrecht, public finance, öffentliche finanzen
Stakeholder Consultation | public consultation, bürgerbeteiligung, community engagement
Records Management | aktenführung, document management, schriftgutverwaltung
Emergency Management | katastrophenschutz, civil protection, crisis management, krisenmanagement
Social Work | sozialarbeit, soziale arbeit, casework
`,
  discipline: `
Computer Science | informatik, computer engineering, software engineering degree
Mechanical Engineering | maschinenbau, maschinenbauingenieur, mechanical engineer
Engineering Degree | ingenieurwissenschaften, ingenieurwesen, engineering degree, degree in engineering, diplom-ingenieur, dipl.-ing., bachelor of engineering, master of engineering, =B.Eng., =M.Eng., =BEng, =MEng
Business Administration | betriebswirtschaftslehre, betriebswirtschaft, =BWL, =MBA, business studies, wirtschaftswissenschaften
Economics | volkswirtschaftslehre, =VWL
Nursing Degree | =BSN, =MSN, bachelor of science in nursing, master of science in nursing, pflegewissenschaft, pflegestudium
Medicine | medizin, doctor of medicine, humanmedizin
Law Degree | rechtswissenschaften, jura, =LLB, =LL.M., juris doctor, law school
Education Degree | lehramtsstudium, bachelor of education, =PGCE, =B.Ed., teacher training
Finance Degree | finance degree, finanzwirtschaft
Marketing Degree | marketing degree
Industrial Engineering | wirtschaftsingenieurwesen, wirtschaftsingenieur
Physics | physik
Mathematics | mathematik, applied mathematics
Hospitality Management Degree | hotel management degree, hotelfachschule, tourism management, diploma in hospitality management
Public Policy | public administration degree, verwaltungswissenschaften, political science, politikwissenschaft
`,
  certification: `
CompTIA Security+ | =Security+, comptia security plus
CompTIA CySA+ | =CySA+
CompTIA Network+ | =Network+
=CISSP |
=CISM |
=CISA |
Certified Ethical Hacker | =CEH
=OSCP |
GIAC Certified Incident Handler | =GCIH
=GSEC |
=CIMA |
=CIPS | =MCIPS, =FCIPS
=CIPD |
=CRHA | =CRIA, crha designation
Mental Health First Aid | =MHFA, mental health first aider
=CPCU |
SHRM Certification | =SHRM-CP, =SHRM-SCP, =PHR, =SPHR
=NEBOSH | nebosh general certificate
=IOSH | iosh managing safely
HCPC Registration | =HCPC, hcpc registered
Food Hygiene Certificate | level 2 food hygiene, level 2 food safety, food hygiene certificate, food safety certificate, level 2 food hygiene certificate, level 3 food hygiene
Geprüfter Bilanzbuchhalter | bilanzbuchhalter (ihk), bilanzbuchhalterin, bilanzbuchhalter, geprüfte bilanzbuchhalterin
Pharmacist License | pharmacist licence, =RPh, approbation als apotheker
Elektrofachkraft | =EFK, elektrofachkraft für festgelegte tätigkeiten
Registered Nurse | =RN, registered nurse licence, registered nurse license, =RN license, =RN licence, examinierte pflegefachkraft, pflegefachkraft, pflegefachfrau, pflegefachmann, gesundheits- und krankenpfleger, gesundheits- und krankenpflegerin
Nurse Practitioner | =NP, =FNP, =APRN, family nurse practitioner, advanced practice registered nurse, nurse practitioner license, =FNP-BC, =AANP
DEA Registration | =DEA, dea license
Professional Engineer | =PE license, =P.Eng., chartered engineer, =CEng, chartership, chartered status
Certified Financial Planner | =CFP
AWS Certification | aws certified, aws solutions architect
Driving Licence | driver's license, drivers license, driving license, driver's licence, drivers licence, driver licence, driver license, führerschein, fahrerlaubnis, clean driving record, clean driving licence
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
Microsoft Office | ms office, office 365, microsoft 365, m365, ms-office, ms office suite
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
Epic EHR | epic systems, epic emr, epic ehr, epic electronic health record
Cerner |
Applied Epic |
`,
} satisfies Record<string, string>

/** A lexicon line after parsing; `patterns` are the spellings to look for, `=` marking case-sensitive ones. */
export type RawSkill = { name: string; aliases: string[]; category: keyof typeof RAW; patterns: string[] }

/** The parsed entries, in declaration order. */
export function rawSkills(): RawSkill[] {
  return (Object.entries(RAW) as [keyof typeof RAW, string][]).flatMap(([category, block]) =>
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
