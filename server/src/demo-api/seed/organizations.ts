import type { Text } from '../lib/locale.js'
import type { Organization } from '../store/types.js'

type Row = [name: Text, category: number, district: number, address: Text, employees: string]

// The first two belong to the demo employers (employer@ and bonus@).
const ROWS: Row[] = [
  [
    { en: 'Himalayan Tech Solutions Pvt. Ltd.', ne: 'हिमालयन टेक सोलुसन्स प्रा. लि.' },
    1,
    27,
    { en: 'New Baneshwor, Kathmandu', ne: 'नयाँ बानेश्वर, काठमाडौँ' },
    '51-100',
  ],
  [
    { en: 'Everest Trading Company', ne: 'एभरेस्ट ट्रेडिङ कम्पनी' },
    6,
    29,
    { en: 'Pulchowk, Lalitpur', ne: 'पुल्चोक, ललितपुर' },
    '11-50',
  ],
  [
    { en: 'Annapurna Hotel & Resort', ne: 'अन्नपूर्ण होटल एण्ड रिसोर्ट' },
    3,
    38,
    { en: 'Lakeside, Pokhara', ne: 'लेकसाइड, पोखरा' },
    '101-200',
  ],
  [
    { en: 'Koshi Agro Industries', ne: 'कोशी एग्रो इन्डस्ट्रिज' },
    10,
    6,
    { en: 'Main Road, Biratnagar', ne: 'मेन रोड, विराटनगर' },
    '51-100',
  ],
  [
    { en: 'Nepal Digital Bank Ltd.', ne: 'नेपाल डिजिटल बैंक लि.' },
    2,
    27,
    { en: 'Durbar Marg, Kathmandu', ne: 'दरबारमार्ग, काठमाडौँ' },
    '500+',
  ],
  [
    { en: 'Lumbini Medical Center', ne: 'लुम्बिनी मेडिकल सेन्टर' },
    4,
    49,
    { en: 'Traffic Chowk, Butwal', ne: 'ट्राफिक चोक, बुटवल' },
    '201-500',
  ],
  [
    { en: 'Sagarmatha Construction Pvt. Ltd.', ne: 'सगरमाथा कन्स्ट्रक्सन प्रा. लि.' },
    7,
    24,
    { en: 'Narayangadh, Bharatpur', ne: 'नारायणगढ, भरतपुर' },
    '101-200',
  ],
  [
    { en: 'Janakpur Textiles', ne: 'जनकपुर टेक्सटाइल्स' },
    12,
    20,
    { en: 'Station Road, Janakpurdham', ne: 'स्टेशन रोड, जनकपुरधाम' },
    '51-100',
  ],
  [
    { en: 'Karnali Development Society', ne: 'कर्णाली विकास समाज' },
    8,
    66,
    { en: 'Birendranagar, Surkhet', ne: 'वीरेन्द्रनगर, सुर्खेत' },
    '11-50',
  ],
  [
    { en: 'Far West Logistics', ne: 'सुदूरपश्चिम लजिस्टिक्स' },
    11,
    77,
    { en: 'Chauraha, Dhangadhi', ne: 'चौराहा, धनगढी' },
    '11-50',
  ],
  [
    { en: 'Bagmati Academy', ne: 'बागमती एकेडेमी' },
    5,
    23,
    { en: 'Suryabinayak, Bhaktapur', ne: 'सूर्यविनायक, भक्तपुर' },
    '51-100',
  ],
  [
    { en: 'Pokhara Adventure Travels', ne: 'पोखरा एडभेन्चर ट्राभल्स' },
    13,
    38,
    { en: 'Damside, Pokhara', ne: 'डेमसाइड, पोखरा' },
    '1-10',
  ],
  [
    { en: 'Birgunj Cement Udyog', ne: 'वीरगन्ज सिमेन्ट उद्योग' },
    12,
    15,
    { en: 'Industrial Corridor, Birgunj', ne: 'औद्योगिक करिडोर, वीरगन्ज' },
    '201-500',
  ],
  [
    { en: 'Dharan Motors', ne: 'धरान मोटर्स' },
    6,
    11,
    { en: 'Bhanuchowk, Dharan', ne: 'भानुचोक, धरान' },
    '11-50',
  ],
  [
    { en: 'Nepalgunj Pharma', ne: 'नेपालगन्ज फार्मा' },
    4,
    57,
    { en: 'Dhamboji, Nepalgunj', ne: 'धम्बोजी, नेपालगन्ज' },
    '51-100',
  ],
  [
    { en: 'Mountain Coffee House', ne: 'माउन्टेन कफी हाउस' },
    3,
    29,
    { en: 'Jhamsikhel, Lalitpur', ne: 'झम्सिखेल, ललितपुर' },
    '11-50',
  ],
  [
    { en: 'Khata Accounting Services', ne: 'खाता एकाउन्टिङ सर्भिसेस' },
    9,
    27,
    { en: 'Putalisadak, Kathmandu', ne: 'पुतलीसडक, काठमाडौँ' },
    '1-10',
  ],
]

const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The seeded organisations; owners are set by the accounts seed. */
export function seedOrganizations(): Organization[] {
  return ROWS.map(([name, category, district, address, employees], index) => ({
    id: index + 1,
    slug: slugify(name.en),
    name,
    logo: null,
    about: {
      en: `${name.en} employs ${employees.replace('+', ' or more')} people and is based in ${address.en}.`,
      ne: `${name.ne} ${address.ne}मा रहेको संस्था हो।`,
    },
    category,
    district,
    address,
    website: `https://${slugify(name.en)}.example.com.np`,
    phone_number: `01-44${String(10000 + index * 137).slice(-5)}`,
    employees,
    owner: null,
  }))
}
