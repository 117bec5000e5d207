import type { Text } from '../../lib/locale.js'

export interface Training {
  slug: string
  title: Text
  summary: Text
  duration: Text
  fee: number
  /** Days after the seed date. */
  starts_in_days: number
  mode: 'online' | 'in_person'
  location: Text
  seats: number
  /** Seats already taken before the seed (enrolments through the API take more). */
  seats_taken: number
  trainer: Text
  /** What the course teaches, in a few lines. */
  topics: Text[]
}

/** Seven trainings in both languages; one is already full. */
export const TRAININGS: Training[] = [
  {
    slug: 'react-for-beginners',
    title: { en: 'React for beginners', ne: 'सुरुवातीका लागि React' },
    summary: {
      en: 'Build a small web app with React and TypeScript in four weeks.',
      ne: 'चार हप्तामा React र TypeScript बाट सानो वेब एप बनाउनुहोस्।',
    },
    duration: { en: '4 weeks, evenings', ne: '४ हप्ता, बेलुका' },
    fee: 12000,
    starts_in_days: 10,
    mode: 'online',
    location: { en: 'Online', ne: 'अनलाइन' },
    seats: 30,
    trainer: { en: 'Ramesh Shrestha', ne: 'रमेश श्रेष्ठ' },
    seats_taken: 4,
    topics: [
      { en: 'Components, props and state', ne: 'कम्पोनेन्ट, प्रप्स र स्टेट' },
      { en: 'Fetching data from an API', ne: 'API बाट डेटा ल्याउने' },
      { en: 'Publishing your app', ne: 'आफ्नो एप प्रकाशन गर्ने' },
    ],
  },
  {
    slug: 'accounting-with-tally',
    title: { en: 'Accounting with Tally', ne: 'ट्यालीमा लेखा' },
    summary: {
      en: 'Day books, VAT returns and payroll for small businesses.',
      ne: 'साना व्यवसायका लागि दैनिक हिसाब, भ्याट विवरण र तलबी।',
    },
    duration: { en: '6 weeks', ne: '६ हप्ता' },
    fee: 9000,
    starts_in_days: 14,
    mode: 'in_person',
    location: { en: 'Putalisadak, Kathmandu', ne: 'पुतलीसडक, काठमाडौँ' },
    seats: 20,
    trainer: { en: 'Khata Accounting Services', ne: 'खाता एकाउन्टिङ सर्भिसेस' },
    seats_taken: 17,
    topics: [
      { en: 'Day books and ledgers', ne: 'दैनिक हिसाब र खाता' },
      {
        en: 'VAT returns for the Inland Revenue Department',
        ne: 'आन्तरिक राजस्व विभागका लागि भ्याट विवरण',
      },
      { en: 'Monthly payroll', ne: 'मासिक तलबी' },
    ],
  },
  {
    slug: 'customer-service-excellence',
    title: { en: 'Customer service excellence', ne: 'उत्कृष्ट ग्राहक सेवा' },
    summary: {
      en: 'Handle complaints, calls and walk-in customers with confidence.',
      ne: 'गुनासो, फोन र प्रत्यक्ष ग्राहकलाई आत्मविश्वासका साथ सम्हाल्नुहोस्।',
    },
    duration: { en: '3 days', ne: '३ दिन' },
    fee: 4500,
    starts_in_days: 7,
    mode: 'in_person',
    location: { en: 'Lakeside, Pokhara', ne: 'लेकसाइड, पोखरा' },
    seats: 25,
    trainer: { en: 'Annapurna Hotel & Resort', ne: 'अन्नपूर्ण होटल एण्ड रिसोर्ट' },
    seats_taken: 9,
    topics: [
      { en: 'Greeting and listening', ne: 'स्वागत र ध्यान दिएर सुन्ने' },
      { en: 'Handling complaints calmly', ne: 'शान्त भएर गुनासो सम्हाल्ने' },
      { en: 'Phone manners', ne: 'फोनमा बोल्ने शिष्टता' },
    ],
  },
  {
    slug: 'digital-marketing-basics',
    title: { en: 'Digital marketing basics', ne: 'डिजिटल मार्केटिङका आधारभूत कुरा' },
    summary: {
      en: 'Social media, search and simple analytics for local businesses.',
      ne: 'स्थानीय व्यवसायका लागि सामाजिक सञ्जाल, खोज र सरल विश्लेषण।',
    },
    duration: { en: '2 weeks', ne: '२ हप्ता' },
    fee: 6000,
    starts_in_days: 21,
    mode: 'online',
    location: { en: 'Online', ne: 'अनलाइन' },
    seats: 40,
    trainer: { en: 'Everest Trading Company', ne: 'एभरेस्ट ट्रेडिङ कम्पनी' },
    seats_taken: 12,
    topics: [
      { en: 'Facebook and TikTok pages for a shop', ne: 'पसलका लागि फेसबुक र टिकटक पेज' },
      { en: 'Being found on Google Maps', ne: 'गुगल नक्सामा भेटिने' },
      { en: 'Reading simple numbers: reach and clicks', ne: 'सरल अङ्क बुझ्ने: पहुँच र क्लिक' },
    ],
  },
  {
    slug: 'interview-skills-workshop',
    title: { en: 'Interview skills workshop', ne: 'अन्तर्वार्ता सीप कार्यशाला' },
    summary: {
      en: 'Practise answers, body language and salary talk with feedback.',
      ne: 'उत्तर, हाउभाउ र तलब कुराकानी अभ्यास गरी सुझाव पाउनुहोस्।',
    },
    duration: { en: '1 day', ne: '१ दिन' },
    fee: 0,
    starts_in_days: 5,
    mode: 'in_person',
    location: { en: 'Traffic Chowk, Butwal', ne: 'ट्राफिक चोक, बुटवल' },
    seats: 50,
    trainer: { en: 'Jagir team', ne: 'जागिर टिम' },
    seats_taken: 21,
    topics: [
      { en: 'Answering the common questions', ne: 'सामान्य प्रश्नको उत्तर' },
      { en: 'A mock interview with feedback', ne: 'सुझावसहित अभ्यास अन्तर्वार्ता' },
      { en: 'Talking about salary', ne: 'तलबबारे कुरा गर्ने' },
    ],
  },
  {
    slug: 'organic-farming-practice',
    title: { en: 'Organic farming in practice', ne: 'व्यवहारमा जैविक खेती' },
    summary: {
      en: 'Compost, seed saving and pest control on a working farm.',
      ne: 'चलिरहेको फार्ममा मल, बीउ संरक्षण र रोग नियन्त्रण।',
    },
    duration: { en: '5 days', ne: '५ दिन' },
    fee: 3000,
    starts_in_days: 30,
    mode: 'in_person',
    location: { en: 'Birendranagar, Surkhet', ne: 'वीरेन्द्रनगर, सुर्खेत' },
    seats: 15,
    trainer: { en: 'Karnali Development Society', ne: 'कर्णाली विकास समाज' },
    seats_taken: 3,
    topics: [
      { en: 'Making compost', ne: 'कम्पोस्ट मल बनाउने' },
      { en: 'Saving seeds', ne: 'बीउ संरक्षण' },
      { en: 'Natural pest control', ne: 'प्राकृतिक रोग-कीरा नियन्त्रण' },
    ],
  },
  {
    slug: 'driving-licence-preparation',
    title: { en: 'Driving licence preparation', ne: 'सवारी चालक अनुमतिपत्र तयारी' },
    summary: {
      en: 'The written test and the trial for a two-wheeler or car licence.',
      ne: 'दुईपाङ्ग्रे वा कारको अनुमतिपत्रका लागि लिखित परीक्षा र ट्रायल।',
    },
    duration: { en: '2 weeks, mornings', ne: '२ हप्ता, बिहान' },
    fee: 5000,
    starts_in_days: 3,
    mode: 'in_person',
    location: { en: 'Ekantakuna, Lalitpur', ne: 'एकान्तकुना, ललितपुर' },
    seats: 16,
    seats_taken: 16,
    trainer: { en: 'Jagir team', ne: 'जागिर टिम' },
    topics: [
      { en: 'Traffic rules and signs', ne: 'ट्राफिक नियम र संकेत' },
      { en: 'The written test, question by question', ne: 'लिखित परीक्षा, प्रश्नैपिच्छे' },
      { en: 'Practice on the trial track', ne: 'ट्रायल ट्र्याकमा अभ्यास' },
    ],
  },
]
