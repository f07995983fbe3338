import { ProfileSectionsSchema, type ProfileSections } from '#shared/profile/profile.schema.ts'

// The two fixed profiles of the profile selector. The default ("universal") profile is a fictional
// SAP consultant whose real achievements back the landing page's stat cards: EUR 4M+ revenue managed,
// 85% product adoption, 15+ countries, 95% client retention.

export const DEFAULT_PROFILE_ID = 'profile-authentic'
export const IMPORTED_PROFILE_ID = 'profile-imported'

export const defaultProfileSections: ProfileSections = ProfileSectionsSchema.parse({
  personalInfo: {
    fullName: 'Alexandra Weber',
    email: 'alexandra.weber@example.com',
    location: 'Munich, Germany',
    phone: '+49 89 1234 5678',
    currentRole: 'Senior SAP Consultant',
    company: 'Nordlicht Consulting GmbH',
    languages: ['German (native)', 'English (fluent)', 'Spanish (conversational)'],
    summary:
      'SAP S/4HANA consultant since 2015, leading finance and supply-chain transformations for manufacturing and retail clients in 15+ countries. Managed a EUR 4M+ revenue portfolio, drove 85% user adoption of a new planning product and kept 95% of clients year over year.',
  },
  workExperience: {
    experiences: [
      {
        id: 'work-1',
        company: 'Nordlicht Consulting GmbH',
        role: 'Senior SAP Consultant',
        duration: 'March 2020 - Present',
        description:
          'Lead consultant for SAP S/4HANA Finance and Controlling programmes at manufacturing and retail clients across Europe, the Americas and Asia.',
        achievements: [
          'Managed a client portfolio worth EUR 4M+ in annual revenue across 15+ countries',
          'Drove 85% user adoption of a new S/4HANA planning product within six months of go-live',
          'Kept 95% of clients year over year through quarterly value reviews with finance leadership',
          'Led a team of 8 consultants through a two-year migration from SAP ECC to S/4HANA',
        ],
      },
      {
        id: 'work-2',
        company: 'Bavaria Retail Systems AG',
        role: 'SAP FI/CO Consultant',
        duration: 'June 2017 - February 2020',
        description:
          'Implemented SAP FI/CO and integrated it with warehouse and point-of-sale systems for a retail group with 300 stores.',
        achievements: [
          'Cut month-end close from 9 to 5 working days by automating intercompany reconciliation',
          'Designed the cost-centre reporting used by 40 controllers in 6 countries',
        ],
      },
      {
        id: 'work-3',
        company: 'Deloitte',
        role: 'Business Analyst',
        duration: 'September 2015 - May 2017',
        description:
          'Analysed finance processes and wrote functional specifications for ERP projects in the automotive sector.',
        achievements: ['Documented 120 finance processes for an ERP selection at an automotive supplier'],
      },
    ],
  },
  education: {
    degrees: [
      {
        id: 'edu-1',
        institution: 'Technical University of Munich',
        degree: 'Master of Science',
        field: 'Information Systems',
        year: '2013-2015',
        achievements: 'Thesis on in-memory analytics for financial planning.',
      },
      {
        id: 'edu-2',
        institution: 'University of Mannheim',
        degree: 'Bachelor of Science',
        field: 'Business Administration',
        year: '2010-2013',
        achievements: '',
      },
      {
        id: 'edu-3',
        institution: 'SAP',
        degree: 'Certificate: SAP Certified Application Associate - SAP S/4HANA for Financial Accounting',
        field: 'Financial Accounting',
        year: '2019',
        achievements: '',
      },
    ],
    certifications: [
      'SAP Certified Application Associate - SAP S/4HANA for Financial Accounting',
      'PRINCE2 Foundation',
    ],
  },
  personalExperiences: {
    hobbies: [
      {
        name: 'Open Water Swimming',
        category: 'Sports & Fitness',
        description: 'Lake swims in Bavaria every summer.',
        proficiencyLevel: 'advanced',
        achievement: 'Finished the 5 km Chiemsee crossing',
        selected: true,
      },
      {
        name: 'Photography',
        category: 'Creative Arts',
        description: 'Street and travel photography.',
        proficiencyLevel: 'intermediate',
        achievement: '',
        selected: true,
      },
      {
        name: 'Long-distance Running',
        category: 'Sports & Fitness',
        description: '',
        proficiencyLevel: 'intermediate',
        achievement: 'Munich Marathon finisher',
        selected: true,
      },
    ],
    projects: [
      {
        name: 'Finance Close Cockpit',
        description: 'A Fiori dashboard that shows the status of every close task across company codes.',
        technologies: ['SAP Fiori', 'SAP S/4HANA', 'ABAP'],
      },
      {
        name: 'Planning Adoption Playbook',
        description: 'Training and change-management kit used to roll out the planning product to 600 users.',
        technologies: ['SAP Analytics Cloud'],
      },
    ],
  },
  personalityTraits: {
    selectedTraits: ['Analytical', 'Collaborative', 'Results-oriented'],
    autoSelectedReason: 'Chosen from the achievements: measurable results delivered with finance teams.',
    strengths: [
      'Translating finance needs into system design',
      'Stakeholder management',
      'Structured problem solving',
      'Coaching consultants',
    ],
    values: ['Clarity', 'Reliability', 'Long-term client relationships'],
    workStyle:
      'Structured and hands-on: I map the process with the people who run it before changing the system.',
    motivation: 'Seeing finance teams close faster and trust their numbers.',
    leadership: 'Leads by example and by clear plans; coached 8 consultants.',
    communication: 'Plain language for executives, precise specifications for developers.',
    traits: ['Analytical', 'Collaborative', 'Results-oriented', 'Reliable'],
  },
  portfolioData: {
    portfolioUrls: [
      {
        title: 'LinkedIn',
        description: 'Professional profile',
        url: 'https://www.linkedin.com/in/alexandra-weber-example',
      },
      {
        title: 'Close Cockpit case study',
        description: 'How a retail group cut close from 9 to 5 days',
        url: 'https://example.com/case-studies/close-cockpit',
      },
    ],
  },
  books: {
    books: [
      {
        title: 'The Goal',
        author: 'Eliyahu M. Goldratt',
        category: 'Operations',
        personalComment: 'Changed how I look at bottlenecks in the close.',
        keyInsights: 'Improve the constraint first.',
        applicationToWork: 'Start every close project by finding the slowest step.',
        summary: 'A plant manager learns to find and lift the one constraint that limits the whole system.',
        impact: 'I start every close project by finding the slowest step before touching the system.',
      },
      {
        title: 'Thinking, Fast and Slow',
        author: 'Daniel Kahneman',
        category: 'Psychology',
        personalComment: '',
        keyInsights: 'Two systems of thinking and their biases.',
        applicationToWork: 'Design reports that slow people down where it matters.',
        summary: 'Fast intuition and slow deliberate thinking, and the biases each one brings.',
        impact: 'I design finance reports that slow people down where a wrong number is expensive.',
      },
    ],
    readingPreferences:
      'Operations, behavioural economics and leadership; mostly audiobooks on the way to clients.',
  },
  skills: {
    business: [
      'Financial Accounting',
      'Controlling',
      'Month-end Close',
      'Change Management',
      'Stakeholder Management',
      'Project Management',
    ],
    technical: ['SQL', 'Microsoft Excel', 'Power BI', 'ABAP'],
    sap: ['SAP S/4HANA', 'SAP FI/CO', 'SAP Fiori', 'SAP Analytics Cloud', 'SAP ECC'],
  },
  currentClients: ['A European automotive supplier', 'A retail group with 300 stores'],
})

export const importedProfileSections: ProfileSections = ProfileSectionsSchema.parse({
  personalInfo: {
    fullName: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    location: 'London, United Kingdom',
    phone: '+44 20 7946 0000',
    currentRole: 'Data Engineer',
    company: 'Thameside Analytics Ltd',
    languages: ['English (native)', 'French (professional)'],
    summary:
      'Data engineer who builds reliable batch and streaming pipelines on AWS, working with Python, SQL and Spark since 2019.',
  },
  workExperience: {
    experiences: [
      {
        id: 'work-1',
        company: 'Thameside Analytics Ltd',
        role: 'Data Engineer',
        duration: 'January 2022 - Present',
        description: 'Builds data pipelines for retail analytics clients.',
        achievements: [
          'Moved 40 nightly jobs from cron to Airflow, cutting failed runs by 70%',
          'Built a Kafka stream that delivers sales data in under 2 minutes',
        ],
      },
      {
        id: 'work-2',
        company: 'Brightwell Insurance',
        role: 'Junior Data Analyst',
        duration: 'July 2019 - December 2021',
        description: 'Reporting and data quality for the claims department.',
        achievements: ['Automated 12 weekly reports with Python and SQL'],
      },
    ],
  },
  education: {
    degrees: [
      {
        id: 'edu-1',
        institution: 'University of Leeds',
        degree: 'Bachelor of Science',
        field: 'Mathematics',
        year: '2016-2019',
        achievements: '',
      },
    ],
    certifications: ['AWS Certified Data Engineer - Associate'],
  },
  personalExperiences: {
    hobbies: [
      {
        name: 'Chess',
        category: 'Strategy & Games',
        description: 'Club player',
        proficiencyLevel: 'intermediate',
        achievement: '',
        selected: true,
      },
    ],
    projects: [],
  },
  personalityTraits: {
    selectedTraits: ['Analytical', 'Reliable'],
    strengths: ['Debugging data issues', 'Automation'],
    traits: ['Analytical', 'Reliable'],
  },
  portfolioData: {
    portfolioUrls: [
      { title: 'GitHub', description: 'Pipeline examples', url: 'https://github.com/example-dokafor' },
    ],
  },
  books: { books: [] },
  skills: {
    business: ['Reporting', 'Data Quality'],
    technical: ['Python', 'SQL', 'Apache Spark', 'Apache Airflow', 'Apache Kafka', 'AWS'],
    sap: [],
  },
  currentClients: [],
})
