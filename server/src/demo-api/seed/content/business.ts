import type { Text } from '../../lib/locale.js'

export interface Business {
  slug: string
  name: Text
  category: string
  description: Text
  district: number
  address: Text
  phone_number: string
  website: string | null
  services: Text[]
}

export const BUSINESS_CATEGORIES: Record<string, Text> = {
  restaurants: { en: 'Restaurants & cafés', ne: 'रेस्टुरेन्ट र क्याफे' },
  'it-services': { en: 'IT services', ne: 'सूचना प्रविधि सेवा' },
  education: { en: 'Education', ne: 'शिक्षा' },
  health: { en: 'Health', ne: 'स्वास्थ्य' },
  manufacturing: { en: 'Manufacturing', ne: 'उत्पादन' },
  tourism: { en: 'Tourism', ne: 'पर्यटन' },
}

type Row = [
  slug: string,
  name: Text,
  category: string,
  district: number,
  address: Text,
  description: Text,
  services: Text[],
]

const ROWS: Row[] = [
  [
    'thakali-kitchen',
    { en: 'Thakali Kitchen', ne: 'थकाली किचन' },
    'restaurants',
    27,
    { en: 'Thamel, Kathmandu', ne: 'ठमेल, काठमाडौँ' },
    {
      en: 'Thakali dal bhat and local dishes since 2009.',
      ne: '२०६६देखि थकाली दालभात र स्थानीय परिकार।',
    },
    [
      { en: 'Dine-in', ne: 'बसेर खाने' },
      { en: 'Catering', ne: 'क्याटरिङ' },
    ],
  ],
  [
    'newa-cafe',
    { en: 'Newa Café', ne: 'नेवा क्याफे' },
    'restaurants',
    23,
    { en: 'Durbar Square, Bhaktapur', ne: 'दरबार स्क्वायर, भक्तपुर' },
    { en: 'Newari snacks and juju dhau by the square.', ne: 'दरबार क्षेत्रमा नेवारी खाजा र जुजु धौ।' },
    [{ en: 'Breakfast', ne: 'बिहानको खाजा' }],
  ],
  [
    'lakeside-bakery',
    { en: 'Lakeside Bakery', ne: 'लेकसाइड बेकरी' },
    'restaurants',
    38,
    { en: 'Lakeside, Pokhara', ne: 'लेकसाइड, पोखरा' },
    { en: 'Fresh bread and cakes every morning.', ne: 'हरेक बिहान ताजा रोटी र केक।' },
    [{ en: 'Custom cakes', ne: 'अर्डरको केक' }],
  ],
  [
    'code-himalaya',
    { en: 'Code Himalaya', ne: 'कोड हिमालय' },
    'it-services',
    29,
    { en: 'Jhamsikhel, Lalitpur', ne: 'झम्सिखेल, ललितपुर' },
    { en: 'Websites and apps for Nepali businesses.', ne: 'नेपाली व्यवसायका लागि वेबसाइट र एप।' },
    [
      { en: 'Web development', ne: 'वेब विकास' },
      { en: 'Hosting', ne: 'होस्टिङ' },
    ],
  ],
  [
    'terai-networks',
    { en: 'Terai Networks', ne: 'तराई नेटवर्क्स' },
    'it-services',
    15,
    { en: 'Adarsha Nagar, Birgunj', ne: 'आदर्शनगर, वीरगन्ज' },
    { en: 'Office networks, CCTV and repairs.', ne: 'कार्यालय नेटवर्क, सीसीटीभी र मर्मत।' },
    [
      { en: 'Networking', ne: 'नेटवर्किङ' },
      { en: 'CCTV', ne: 'सीसीटीभी' },
    ],
  ],
  [
    'sunrise-computer-institute',
    { en: 'Sunrise Computer Institute', ne: 'सनराइज कम्प्युटर इन्स्टिच्युट' },
    'education',
    6,
    { en: 'Main Road, Biratnagar', ne: 'मेन रोड, विराटनगर' },
    {
      en: 'Computer basics, accounting and design courses.',
      ne: 'कम्प्युटर आधारभूत, लेखा र डिजाइन कक्षा।',
    },
    [{ en: 'Short courses', ne: 'छोटा कोर्स' }],
  ],
  [
    'gyan-library',
    { en: 'Gyan Library & Study Hall', ne: 'ज्ञान पुस्तकालय तथा अध्ययन कक्ष' },
    'education',
    24,
    { en: 'Chaubiskoti, Bharatpur', ne: 'चौबिसकोठी, भरतपुर' },
    {
      en: 'Quiet study space for Lok Sewa preparation.',
      ne: 'लोकसेवा तयारीका लागि शान्त अध्ययन कक्ष।',
    },
    [{ en: 'Study hall', ne: 'अध्ययन कक्ष' }],
  ],
  [
    'hamro-clinic',
    { en: 'Hamro Clinic', ne: 'हाम्रो क्लिनिक' },
    'health',
    49,
    { en: 'Golpark, Butwal', ne: 'गोलपार्क, बुटवल' },
    { en: 'General check-ups and lab tests.', ne: 'सामान्य जाँच र प्रयोगशाला परीक्षण।' },
    [{ en: 'Lab tests', ne: 'प्रयोगशाला परीक्षण' }],
  ],
  [
    'smile-dental',
    { en: 'Smile Dental Care', ne: 'स्माइल डेन्टल केयर' },
    'health',
    57,
    { en: 'Dhamboji, Nepalgunj', ne: 'धम्बोजी, नेपालगन्ज' },
    { en: 'Family dentistry and orthodontics.', ne: 'पारिवारिक दन्त उपचार र अर्थोडोन्टिक्स।' },
    [{ en: 'Dental care', ne: 'दन्त उपचार' }],
  ],
  [
    'dhaka-weavers',
    { en: 'Dhaka Weavers', ne: 'ढाका बुनकर' },
    'manufacturing',
    52,
    { en: 'Tansen, Palpa', ne: 'तानसेन, पाल्पा' },
    { en: 'Handwoven Palpali dhaka cloth and topis.', ne: 'हातले बुनेको पाल्पाली ढाका कपडा र टोपी।' },
    [{ en: 'Wholesale', ne: 'थोक बिक्री' }],
  ],
  [
    'mithila-crafts',
    { en: 'Mithila Crafts', ne: 'मिथिला क्राफ्ट्स' },
    'manufacturing',
    20,
    { en: 'Station Road, Janakpurdham', ne: 'स्टेशन रोड, जनकपुरधाम' },
    { en: 'Mithila paintings and handmade gifts.', ne: 'मिथिला चित्रकला र हस्तनिर्मित उपहार।' },
    [{ en: 'Custom art', ne: 'अर्डरको कला' }],
  ],
  [
    'far-west-homestay',
    { en: 'Far West Homestay', ne: 'सुदूरपश्चिम होमस्टे' },
    'tourism',
    77,
    { en: 'Chauraha, Dhangadhi', ne: 'चौराहा, धनगढी' },
    { en: 'Tharu homestay with village tours.', ne: 'गाउँ भ्रमणसहित थारू होमस्टे।' },
    [
      { en: 'Homestay', ne: 'होमस्टे' },
      { en: 'Village tours', ne: 'गाउँ भ्रमण' },
    ],
  ],
]

/** Twelve businesses of the directory, in both languages. */
export const BUSINESSES: Business[] = ROWS.map(
  ([slug, name, category, district, address, description, services], index) => ({
    slug,
    name,
    category,
    district,
    address,
    description,
    services,
    phone_number: `98${String(51000000 + index * 3571).slice(0, 8)}`,
    website: index % 3 === 0 ? `https://${slug}.example.com.np` : null,
  }),
)
