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
  trainer: Text
}

/** Six trainings in both languages. */
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
  },
]
