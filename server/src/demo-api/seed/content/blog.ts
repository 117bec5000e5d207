import type { Text } from '../../lib/locale.js'

export interface BlogPost {
  slug: string
  title: Text
  excerpt: Text
  body: Text
  category: string
  tags: string[]
  author: Text
  /** Days before the seed date. */
  age_days: number
  reading_minutes: number
}

export const BLOG_CATEGORIES: Record<string, Text> = {
  'career-advice': { en: 'Career advice', ne: 'करियर सल्लाह' },
  'hiring-tips': { en: 'Hiring tips', ne: 'भर्ना सुझाव' },
  workplace: { en: 'Workplace', ne: 'कार्यस्थल' },
  news: { en: 'News', ne: 'समाचार' },
}

export const BLOG_TAGS: Record<string, Text> = {
  interview: { en: 'Interview', ne: 'अन्तर्वार्ता' },
  cv: { en: 'CV', ne: 'बायोडाटा' },
  salary: { en: 'Salary', ne: 'तलब' },
  'remote-work': { en: 'Remote work', ne: 'घरबाट काम' },
  fresher: { en: 'Fresher', ne: 'नयाँ स्नातक' },
  'employer-branding': { en: 'Employer branding', ne: 'रोजगारदाता ब्रान्डिङ' },
  'nepal-jobs': { en: 'Jobs in Nepal', ne: 'नेपालमा रोजगारी' },
}

type Row = [
  slug: string,
  title: Text,
  excerpt: Text,
  point: Text,
  category: string,
  tags: string[],
  author: Text,
]

const ROWS: Row[] = [
  [
    'writing-a-cv-employers-read',
    {
      en: 'Writing a CV that employers in Nepal actually read',
      ne: 'नेपालका रोजगारदाताले साँच्चै पढ्ने बायोडाटा कसरी लेख्ने',
    },
    {
      en: 'Keep it to two pages, lead with results and name the tools you use.',
      ne: 'दुई पानामा सीमित राख्नुहोस्, उपलब्धिबाट सुरु गर्नुहोस् र प्रयोग गर्ने उपकरणको नाम लेख्नुहोस्।',
    },
    {
      en: 'Put your phone number and district at the top: recruiters call first.',
      ne: 'फोन नम्बर र जिल्ला माथि लेख्नुहोस्: भर्ना गर्नेहरू पहिले फोन गर्छन्।',
    },
    'career-advice',
    ['cv', 'fresher'],
    { en: 'Sita Sharma', ne: 'सीता शर्मा' },
  ],
  [
    'interview-questions-2025',
    { en: 'Ten interview questions you will hear this year', ne: 'यस वर्ष सोधिने दस अन्तर्वार्ता प्रश्न' },
    {
      en: 'From "tell us about yourself" to salary expectations: how to prepare.',
      ne: '"आफ्नोबारे भन्नुहोस्" देखि तलबको अपेक्षासम्म: कसरी तयारी गर्ने।',
    },
    {
      en: 'Prepare one short story for each skill on your CV.',
      ne: 'बायोडाटाका हरेक सीपका लागि एउटा छोटो उदाहरण तयार राख्नुहोस्।',
    },
    'career-advice',
    ['interview'],
    { en: 'Ramesh Shrestha', ne: 'रमेश श्रेष्ठ' },
  ],
  [
    'negotiating-salary',
    { en: 'How to talk about salary without fear', ne: 'डर नमानी तलबबारे कसरी कुरा गर्ने' },
    {
      en: 'Know the market band for your role and district before the call.',
      ne: 'फोन आउनुअघि आफ्नो पद र जिल्लाको बजार दर थाहा पाउनुहोस्।',
    },
    {
      en: 'Ask about provident fund, gratuity and festival allowance too.',
      ne: 'सञ्चय कोष, उपदान र चाडपर्व भत्ताबारे पनि सोध्नुहोस्।',
    },
    'career-advice',
    ['salary', 'interview'],
    { en: 'Anjali Karki', ne: 'अञ्जली कार्की' },
  ],
  [
    'first-job-after-plus-two',
    { en: 'Your first job after +2: where to start', ne: 'प्लस टु पछिको पहिलो जागिर: कहाँबाट सुरु गर्ने' },
    {
      en: 'Internships, traineeships and part-time work that build experience.',
      ne: 'अनुभव बढाउने इन्टर्नसिप, प्रशिक्षार्थी र आंशिक काम।',
    },
    {
      en: 'Volunteer roles count as experience when you describe what you did.',
      ne: 'के गर्नुभयो भनेर लेख्दा स्वयंसेवा पनि अनुभव मानिन्छ।',
    },
    'career-advice',
    ['fresher', 'nepal-jobs'],
    { en: 'Hari Adhikari', ne: 'हरि अधिकारी' },
  ],
  [
    'job-posts-that-attract',
    { en: 'Job posts that attract the right candidates', ne: 'सही उम्मेदवार तान्ने जागिर सूचना' },
    {
      en: 'Show the salary, the place and three real duties.',
      ne: 'तलब, स्थान र तीन वास्तविक जिम्मेवारी देखाउनुहोस्।',
    },
    {
      en: 'Posts with a salary range get twice as many applications.',
      ne: 'तलब दायरा भएका सूचनामा दोब्बर आवेदन आउँछन्।',
    },
    'hiring-tips',
    ['employer-branding', 'salary'],
    { en: 'Sunita Gurung', ne: 'सुनिता गुरुङ' },
  ],
  [
    'screening-questions',
    { en: 'Screening questions save you hours', ne: 'छनोट प्रश्नले घण्टौं समय बचाउँछ' },
    {
      en: 'Two or three questions filter applicants before the first call.',
      ne: 'दुई-तीन प्रश्नले पहिलो फोनअघि नै आवेदक छान्छन्।',
    },
    {
      en: 'Ask about licences and joining dates, not trivia.',
      ne: 'सामान्य ज्ञान होइन, अनुमतिपत्र र सुरु गर्ने मितिबारे सोध्नुहोस्।',
    },
    'hiring-tips',
    ['interview'],
    { en: 'Ramesh Shrestha', ne: 'रमेश श्रेष्ठ' },
  ],
  [
    'remote-work-in-nepal',
    { en: 'Remote work in Nepal: what changed', ne: 'नेपालमा घरबाट काम: के बदलियो' },
    {
      en: 'IT and content teams now hire across districts.',
      ne: 'सूचना प्रविधि र सामग्री टिमहरू अब जिल्ला बाहिरबाट पनि भर्ना गर्छन्।',
    },
    {
      en: 'A stable connection and clear reporting matter more than the office.',
      ne: 'कार्यालयभन्दा स्थिर इन्टरनेट र स्पष्ट प्रतिवेदन बढी महत्त्वपूर्ण छ।',
    },
    'workplace',
    ['remote-work', 'nepal-jobs'],
    { en: 'Sita Sharma', ne: 'सीता शर्मा' },
  ],
  [
    'labour-act-basics',
    { en: 'The Labour Act in five minutes', ne: 'पाँच मिनेटमा श्रम ऐन' },
    {
      en: 'Working hours, leave and contracts every employee should know.',
      ne: 'हरेक कर्मचारीले जान्नुपर्ने कार्यघण्टा, बिदा र सम्झौता।',
    },
    {
      en: 'A written contract is your right from the first day.',
      ne: 'पहिलो दिनदेखि लिखित सम्झौता तपाईंको अधिकार हो।',
    },
    'workplace',
    ['nepal-jobs'],
    { en: 'Bikash Thapa', ne: 'विकास थापा' },
  ],
  [
    'jagir-launches-nepali',
    { en: 'Jagir now speaks Nepali everywhere', ne: 'जागिर अब पूर्ण रूपमा नेपालीमा' },
    {
      en: 'Every screen is now available in Nepali and English.',
      ne: 'हरेक पृष्ठ अब नेपाली र अंग्रेजीमा उपलब्ध छ।',
    },
    {
      en: 'Switch language with the EN / NP button in the top bar.',
      ne: 'माथिको EN / NP बटनबाट भाषा बदल्नुहोस्।',
    },
    'news',
    ['nepal-jobs'],
    { en: 'Jagir team', ne: 'जागिर टिम' },
  ],
  [
    'hiring-season-dashain',
    { en: 'Hiring before Dashain: plan early', ne: 'दशैंअघि भर्ना: चाँडै योजना बनाउनुहोस्' },
    {
      en: 'Candidates travel home in autumn; post openings by early September.',
      ne: 'शरद ऋतुमा उम्मेदवार घर जान्छन्; भदौ सुरुमै सूचना निकाल्नुहोस्।',
    },
    {
      en: 'Mention the festival allowance: it is the question everyone asks.',
      ne: 'चाडपर्व भत्ताको उल्लेख गर्नुहोस्: सबैले यही सोध्छन्।',
    },
    'hiring-tips',
    ['salary', 'employer-branding'],
    { en: 'Sunita Gurung', ne: 'सुनिता गुरुङ' },
  ],
]

/** Ten blog posts in both languages. */
export const BLOG_POSTS: BlogPost[] = ROWS.map(
  ([slug, title, excerpt, point, category, tags, author], index) => ({
    slug,
    title,
    excerpt,
    body: {
      en: `<p>${excerpt.en}</p><h2>What matters most</h2><p>${point.en}</p><p>Read more on Jagir and share it with a friend who is looking.</p>`,
      ne: `<p>${excerpt.ne}</p><h2>सबैभन्दा महत्त्वपूर्ण कुरा</h2><p>${point.ne}</p><p>जागिरमा अझ पढ्नुहोस् र खोजिरहेका साथीलाई पनि सुनाउनुहोस्।</p>`,
    },
    category,
    tags,
    author,
    age_days: 3 + index * 9,
    reading_minutes: 3 + (index % 4),
  }),
)
