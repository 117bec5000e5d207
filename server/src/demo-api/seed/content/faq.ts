import type { Text } from '../../lib/locale.js'

export interface Faq {
  slug: string
  question: Text
  answer: Text
  category: string
  tags: string[]
}

export const FAQ_CATEGORIES: Record<string, Text> = {
  'job-seekers': { en: 'Job seekers', ne: 'जागिर खोज्नेहरू' },
  employers: { en: 'Employers', ne: 'रोजगारदाताहरू' },
  payments: { en: 'Payments', ne: 'भुक्तानी' },
  account: { en: 'Account', ne: 'खाता' },
}

type Row = [question: Text, answer: Text, category: string, tags: string[]]

const ROWS: Row[] = [
  [
    { en: 'Is Jagir free for job seekers?', ne: 'के जागिर खोज्नेका लागि जागिर निःशुल्क छ?' },
    {
      en: 'Yes. Searching, applying and keeping a profile cost nothing.',
      ne: 'हो। खोज्न, आवेदन दिन र प्रोफाइल राख्न केही शुल्क लाग्दैन।',
    },
    'job-seekers',
    ['fees'],
  ],
  [
    { en: 'How do I apply for a job?', ne: 'जागिरमा कसरी आवेदन दिने?' },
    {
      en: 'Open the job, press Apply and answer the screening questions if there are any.',
      ne: 'जागिर खोल्नुहोस्, आवेदन थिच्नुहोस् र छनोट प्रश्न भए उत्तर दिनुहोस्।',
    },
    'job-seekers',
    ['apply'],
  ],
  [
    { en: 'Can I apply without a CV?', ne: 'बायोडाटा बिना आवेदन दिन मिल्छ?' },
    {
      en: 'Yes: your Jagir profile is sent with every application.',
      ne: 'मिल्छ: हरेक आवेदनसँग तपाईंको जागिर प्रोफाइल पठाइन्छ।',
    },
    'job-seekers',
    ['apply', 'profile'],
  ],
  [
    { en: 'Who can see my profile?', ne: 'मेरो प्रोफाइल कसले देख्छ?' },
    {
      en: 'Employers signed in to Jagir. Your phone and email are shown only to employers who buy your contact.',
      ne: 'जागिरमा लग इन गरेका रोजगारदाताले। फोन र इमेल सम्पर्क किनेका रोजगारदाताले मात्र देख्छन्।',
    },
    'job-seekers',
    ['profile', 'privacy'],
  ],
  [
    {
      en: 'How do I know an employer viewed my profile?',
      ne: 'रोजगारदाताले मेरो प्रोफाइल हेरेको कसरी थाहा पाउने?',
    },
    {
      en: 'Open your profile and the Profile view tab.',
      ne: 'आफ्नो प्रोफाइलको प्रोफाइल हेराइ ट्याब खोल्नुहोस्।',
    },
    'job-seekers',
    ['profile'],
  ],
  [
    { en: 'Can I save a job for later?', ne: 'जागिर पछि हेर्न राख्न सकिन्छ?' },
    {
      en: 'Yes, like it with the heart button; it appears under Liked jobs.',
      ne: 'सकिन्छ, मन पराउनुहोस्; यो मन परेका जागिरमा देखिन्छ।',
    },
    'job-seekers',
    ['apply'],
  ],
  [
    { en: 'What is a referrer?', ne: 'सिफारिसकर्ता को हो?' },
    {
      en: 'A job seeker who also refers family and friends to jobs on Jagir.',
      ne: 'परिवार र साथीलाई जागिरमा सिफारिस गर्ने जागिर खोज्ने व्यक्ति।',
    },
    'job-seekers',
    ['referral'],
  ],
  [
    { en: 'How do I post a job?', ne: 'जागिर पोस्ट कसरी राख्ने?' },
    {
      en: 'Fill in your organisation details, choose a package, then use Post Job.',
      ne: 'संस्थाको विवरण भर्नुहोस्, प्याकेज छान्नुहोस्, अनि जागिर पोस्ट थिच्नुहोस्।',
    },
    'employers',
    ['posting'],
  ],
  [
    { en: 'What is a bonus job?', ne: 'बोनस जागिर भनेको के हो?' },
    {
      en: 'A free job post some new employers receive; the button then says Post a Bonus Job.',
      ne: 'केही नयाँ रोजगारदाताले पाउने निःशुल्क पोस्ट; बटनमा बोनस जागिर पोस्ट लेखिन्छ।',
    },
    'employers',
    ['posting', 'fees'],
  ],
  [
    { en: 'How long does a job stay online?', ne: 'जागिर पोस्ट कति दिन रहन्छ?' },
    {
      en: 'Until its deadline, 30 to 60 days depending on the package.',
      ne: 'म्याद नसकिँदासम्म, प्याकेज अनुसार ३०देखि ६० दिन।',
    },
    'employers',
    ['posting'],
  ],
  [
    { en: 'Can I edit a job after publishing?', ne: 'प्रकाशनपछि जागिर सम्पादन गर्न मिल्छ?' },
    {
      en: 'Yes, open it from your profile and choose Edit.',
      ne: 'मिल्छ, प्रोफाइलबाट खोलेर सम्पादन छान्नुहोस्।',
    },
    'employers',
    ['posting'],
  ],
  [
    { en: 'What are screening questions?', ne: 'छनोट प्रश्न भनेको के हो?' },
    {
      en: 'Questions applicants answer when they apply, to help you shortlist.',
      ne: 'आवेदन दिँदा उम्मेदवारले उत्तर दिने प्रश्न, जसले छनोटमा सघाउँछ।',
    },
    'employers',
    ['posting', 'apply'],
  ],
  [
    { en: 'How do I search job seekers?', ne: 'जागिर खोज्नेहरू कसरी खोज्ने?' },
    {
      en: 'Use the top search as an employer, then filter by district, level and skills.',
      ne: 'रोजगारदाताको रूपमा माथिको खोज प्रयोग गरी जिल्ला, तह र सीपले छान्नुहोस्।',
    },
    'employers',
    ['shortlist'],
  ],
  [
    { en: 'What is the shortlist?', ne: 'छोटो सूची भनेको के हो?' },
    {
      en: 'Job seekers you keep aside; buy the list to see their contact details.',
      ne: 'तपाईंले छुट्याएका उम्मेदवार; सम्पर्क विवरण हेर्न सूची किन्नुहोस्।',
    },
    'employers',
    ['shortlist', 'fees'],
  ],
  [
    { en: 'Can I hide my organisation name?', ne: 'संस्थाको नाम लुकाउन सकिन्छ?' },
    {
      en: 'Yes, in step 3 of the job form, with an alternative name.',
      ne: 'सकिन्छ, जागिर फारमको तेस्रो चरणमा वैकल्पिक नामसहित।',
    },
    'employers',
    ['posting', 'privacy'],
  ],
  [
    { en: 'Which payment methods are accepted?', ne: 'कुन भुक्तानी माध्यम स्वीकार्य छन्?' },
    {
      en: 'Digital wallets and bank cards; the demo simulates the payment.',
      ne: 'डिजिटल वालेट र बैंक कार्ड; डेमोले भुक्तानी नक्कल गर्छ।',
    },
    'payments',
    ['fees'],
  ],
  [
    { en: 'Do prices include VAT?', ne: 'मूल्यमा भ्याट समावेश छ?' },
    { en: 'Yes, all prices are in NRs with VAT.', ne: 'छ, सबै मूल्य भ्याटसहित रुपैयाँमा छन्।' },
    'payments',
    ['fees'],
  ],
  [
    { en: 'My payment failed. Was I charged?', ne: 'भुक्तानी असफल भयो। पैसा काटियो?' },
    {
      en: 'No. Your cart is kept so you can try again.',
      ne: 'काटिएन। फेरि प्रयास गर्न तपाईंको कार्ट सुरक्षित छ।',
    },
    'payments',
    ['fees'],
  ],
  [
    { en: 'Can I get an invoice?', ne: 'बिल पाउन सकिन्छ?' },
    {
      en: 'Yes, every order has an invoice in your account.',
      ne: 'सकिन्छ, हरेक अर्डरको बिल खातामा हुन्छ।',
    },
    'payments',
    ['fees'],
  ],
  [
    { en: 'How do I change my password?', ne: 'पासवर्ड कसरी बदल्ने?' },
    { en: 'Settings, then Change password.', ne: 'सेटिङमा गएर पासवर्ड परिवर्तन छान्नुहोस्।' },
    'account',
    ['password'],
  ],
  [
    { en: 'I forgot my password.', ne: 'मैले पासवर्ड बिर्सें।' },
    {
      en: 'Use Forgot password in the sign-in dialog; we send a code to your phone.',
      ne: 'लग इनमा पासवर्ड बिर्सनुभयो प्रयोग गर्नुहोस्; फोनमा कोड पठाउँछौँ।',
    },
    'account',
    ['password'],
  ],
  [
    { en: 'Can I sign in with my phone number?', ne: 'फोन नम्बरबाट लग इन गर्न मिल्छ?' },
    {
      en: 'Yes, with your phone number or email and your password.',
      ne: 'मिल्छ, फोन नम्बर वा इमेल र पासवर्डबाट।',
    },
    'account',
    ['password'],
  ],
  [
    { en: 'How do I switch to English?', ne: 'अङ्ग्रेजीमा कसरी बदल्ने?' },
    {
      en: 'Press EN in the top bar; NP switches back to Nepali.',
      ne: 'माथि EN थिच्नुहोस्; NP ले नेपालीमा फर्काउँछ।',
    },
    'account',
    ['language'],
  ],
  [
    {
      en: 'Can one account be both employer and job seeker?',
      ne: 'एउटै खाता रोजगारदाता र जागिर खोज्ने दुवै हुन सक्छ?',
    },
    {
      en: 'Use separate accounts: each has its own profile and screens.',
      ne: 'छुट्टाछुट्टै खाता प्रयोग गर्नुहोस्: हरेकको आफ्नै प्रोफाइल हुन्छ।',
    },
    'account',
    ['profile'],
  ],
  [
    { en: 'How do I delete my account?', ne: 'खाता कसरी मेटाउने?' },
    {
      en: 'Write to us from the contact page; we remove it within seven days.',
      ne: 'सम्पर्क पृष्ठबाट लेख्नुहोस्; सात दिनभित्र हटाउँछौँ।',
    },
    'account',
    ['privacy'],
  ],
]

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The categories whose questions employers ask: tagged `employer` (`/sep-faqs` lists them). */
const FOR_EMPLOYERS = new Set(['employers', 'payments'])

/** Twenty-five questions and answers in both languages. */
export const FAQS: Faq[] = ROWS.map(([question, answer, category, tags]) => ({
  slug: slug(question.en),
  question,
  answer,
  category,
  tags: FOR_EMPLOYERS.has(category) ? [...tags, 'employer'] : tags,
}))

/** FAQ tags with their names. */
export const FAQ_TAGS: Record<string, Text> = {
  fees: { en: 'Fees', ne: 'शुल्क' },
  apply: { en: 'Applying', ne: 'आवेदन' },
  profile: { en: 'Profile', ne: 'प्रोफाइल' },
  privacy: { en: 'Privacy', ne: 'गोपनीयता' },
  referral: { en: 'Referral', ne: 'सिफारिस' },
  posting: { en: 'Job posting', ne: 'जागिर पोस्ट' },
  shortlist: { en: 'Shortlist', ne: 'छोटो सूची' },
  password: { en: 'Password', ne: 'पासवर्ड' },
  language: { en: 'Language', ne: 'भाषा' },
  employer: { en: 'For employers', ne: 'रोजगारदाताका लागि' },
}
