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
  tips: Text[],
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
    [
      {
        en: 'List your last three jobs with the month and year you started and left.',
        ne: 'पछिल्ला तीन जागिर सुरु र छाडेको महिना तथा सालसहित लेख्नुहोस्।',
      },
      {
        en: 'Write one line of results for each job: what you made better, in numbers.',
        ne: 'हरेक जागिरमा के सुधार गर्नुभयो, अङ्कमा एक लाइन लेख्नुहोस्।',
      },
      {
        en: 'Save it as a PDF named with your full name.',
        ne: 'आफ्नो पूरा नामको PDF फाइलमा सुरक्षित गर्नुहोस्।',
      },
    ],
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
    [
      {
        en: 'Read the job post again the evening before.',
        ne: 'अघिल्लो बेलुका जागिर पोस्ट फेरि पढ्नुहोस्।',
      },
      {
        en: 'Practise your answer to "why do you want this job?" aloud.',
        ne: '"यो जागिर किन चाहनुहुन्छ?" को उत्तर ठूलो स्वरमा अभ्यास गर्नुहोस्।',
      },
      {
        en: 'Bring two questions of your own about the team and the work.',
        ne: 'टिम र कामबारे आफ्नै दुई प्रश्न लिएर जानुहोस्।',
      },
    ],
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
    [
      {
        en: 'Look up three similar jobs on Jagir and note their salary bands.',
        ne: 'जागिरमा मिल्दाजुल्दा तीन जागिर हेरी तिनको तलब दायरा टिप्नुहोस्।',
      },
      {
        en: 'Give a range, not one number, and start a little above your target.',
        ne: 'एउटा अङ्क होइन, दायरा भन्नुहोस्; आफ्नो लक्ष्यभन्दा अलि माथिबाट सुरु गर्नुहोस्।',
      },
      { en: 'Ask for the final offer in writing.', ne: 'अन्तिम प्रस्ताव लिखित रूपमा माग्नुहोस्।' },
    ],
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
    [
      {
        en: 'Fill every section of your Jagir profile: employers search it.',
        ne: 'जागिर प्रोफाइलका सबै भाग भर्नुहोस्: रोजगारदाताले यही खोज्छन्।',
      },
      {
        en: 'Filter the job search by internship and traineeship.',
        ne: 'जागिर खोजमा इन्टर्नसिप र प्रशिक्षार्थी छान्नुहोस्।',
      },
      {
        en: 'Take a short computer or accounting course while you apply.',
        ne: 'आवेदन दिँदै गर्दा छोटो कम्प्युटर वा लेखा कोर्स गर्नुहोस्।',
      },
    ],
  ],
  [
    'job-posts-that-attract',
    { en: 'Job posts that attract the right candidates', ne: 'सही उम्मेदवार तान्ने जागिर पोस्ट' },
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
    [
      {
        en: 'Put the salary range in the post, even a wide one.',
        ne: 'दायरा फराकिलो भए पनि तलब सूचनामै राख्नुहोस्।',
      },
      { en: 'Name the place down to the municipality.', ne: 'स्थान नगरपालिकासम्म स्पष्ट लेख्नुहोस्।' },
      {
        en: 'Say what the first month of the job looks like.',
        ne: 'जागिरको पहिलो महिना कस्तो हुन्छ भनेर लेख्नुहोस्।',
      },
    ],
  ],
  [
    'screening-questions',
    { en: 'Screening questions save you hours', ne: 'छनोट प्रश्नले घण्टौँ समय बचाउँछ' },
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
    [
      {
        en: 'Make only the questions that decide a hire required.',
        ne: 'भर्ना निर्णय गर्ने प्रश्न मात्र अनिवार्य बनाउनुहोस्।',
      },
      {
        en: 'Use choices for yes-or-no facts such as a driving licence.',
        ne: 'सवारी अनुमतिपत्रजस्ता हो-होइन तथ्यका लागि विकल्प प्रयोग गर्नुहोस्।',
      },
      {
        en: 'Read the answers before you open the profiles.',
        ne: 'प्रोफाइल खोल्नुअघि उत्तरहरू पढ्नुहोस्।',
      },
    ],
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
    [
      {
        en: 'Agree on working hours that overlap with the team.',
        ne: 'टिमसँग मिल्ने कार्यसमयमा सहमति गर्नुहोस्।',
      },
      {
        en: 'Keep a backup connection for load-shedding days.',
        ne: 'बत्ती जाने दिनका लागि वैकल्पिक इन्टरनेट राख्नुहोस्।',
      },
      {
        en: 'Send a short written update at the end of each day.',
        ne: 'हरेक दिनको अन्त्यमा छोटो लिखित जानकारी पठाउनुहोस्।',
      },
    ],
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
    [
      {
        en: 'Normal working time is 8 hours a day and 48 hours a week.',
        ne: 'सामान्य कार्यसमय दिनको ८ घण्टा र हप्ताको ४८ घण्टा हो।',
      },
      {
        en: 'Overtime is paid at one and a half times the normal rate.',
        ne: 'ओभरटाइमको पारिश्रमिक सामान्य दरको डेढ गुणा हुन्छ।',
      },
      {
        en: 'Keep a copy of your contract and your pay slips.',
        ne: 'सम्झौता र तलबी विवरणको प्रतिलिपि राख्नुहोस्।',
      },
    ],
  ],
  [
    'jagir-launches-nepali',
    { en: 'Jagir now speaks Nepali everywhere', ne: 'जागिर अब पूर्ण रूपमा नेपालीमा' },
    {
      en: 'Every screen is now available in Nepali and English.',
      ne: 'हरेक पृष्ठ अब नेपाली र अङ्ग्रेजीमा उपलब्ध छ।',
    },
    {
      en: 'Switch language with the EN / NP button in the top bar.',
      ne: 'माथिको EN / NP बटनबाट भाषा बदल्नुहोस्।',
    },
    'news',
    ['nepal-jobs'],
    { en: 'Jagir team', ne: 'जागिर टिम' },
    [
      {
        en: 'Dates show the Bikram Sambat date beside the AD one.',
        ne: 'मितिहरू विक्रम संवत्‌सँगै इस्वी संवत्‌मा पनि देखिन्छन्।',
      },
      {
        en: 'Numbers are written in Devanagari digits in Nepali.',
        ne: 'नेपालीमा अङ्कहरू देवनागरीमा लेखिन्छन्।',
      },
      {
        en: 'Your language choice is remembered for a year.',
        ne: 'तपाईंको भाषा छनोट एक वर्षसम्म सम्झिइन्छ।',
      },
    ],
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
    [
      { en: 'Post openings by early September (Bhadra).', ne: 'भदौ सुरुमै जागिर पोस्ट राख्नुहोस्।' },
      {
        en: 'Plan interviews before the Ghatasthapana week.',
        ne: 'घटस्थापनाको हप्ताअघि नै अन्तर्वार्ता तय गर्नुहोस्।',
      },
      { en: 'Offer a joining date after Tihar.', ne: 'तिहारपछिको सुरु मिति प्रस्ताव गर्नुहोस्।' },
    ],
  ],
]

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const HEADINGS = {
  point: { en: 'What matters most', ne: 'सबैभन्दा महत्त्वपूर्ण कुरा' },
  steps: { en: 'Three things to do this week', ne: 'यो हप्ता गर्ने तीन काम' },
  outro: {
    en: 'Found this useful? Share it with a friend who is looking.',
    ne: 'उपयोगी लाग्यो? खोजिरहेका साथीलाई पनि सुनाउनुहोस्।',
  },
}

/** A post's HTML in one language: the summary, the main point, three steps and a closing line. */
function bodyOf(excerpt: Text, point: Text, tips: Text[], locale: keyof Text): string {
  return [
    `<p>${escape(excerpt[locale])}</p>`,
    `<h2>${HEADINGS.point[locale]}</h2>`,
    `<p>${escape(point[locale])}</p>`,
    `<h2>${HEADINGS.steps[locale]}</h2>`,
    `<ol>${tips.map((tip) => `<li>${escape(tip[locale])}</li>`).join('')}</ol>`,
    `<p><em>${HEADINGS.outro[locale]}</em></p>`,
  ].join('')
}

/** Minutes to read an English text at 200 words a minute (at least one). */
const minutesToRead = (html: string) =>
  Math.max(
    1,
    Math.ceil(
      html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length / 200,
    ),
  )

/** Ten blog posts in both languages, newest first. */
export const BLOG_POSTS: BlogPost[] = ROWS.map(
  ([slug, title, excerpt, point, category, tags, author, tips], index) => {
    const body = { en: bodyOf(excerpt, point, tips, 'en'), ne: bodyOf(excerpt, point, tips, 'ne') }
    return {
      slug,
      title,
      excerpt,
      body,
      category,
      tags,
      author,
      age_days: 3 + index * 9,
      reading_minutes: minutesToRead(body.en),
    }
  },
)
