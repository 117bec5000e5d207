import type { Text } from '../lib/locale.js'
import type { LookupItem, LookupKind } from '../store/types.js'

type Pair = [en: string, ne: string]

const DESIGNATIONS: Pair[] = [
  ['Software Engineer', 'सफ्टवेयर इन्जिनियर'],
  ['Frontend Developer', 'फ्रन्टएन्ड डेभलपर'],
  ['Backend Developer', 'ब्याकइन्ड डेभलपर'],
  ['Mobile App Developer', 'मोबाइल एप डेभलपर'],
  ['Quality Assurance Engineer', 'गुणस्तर आश्वासन इन्जिनियर'],
  ['Graphic Designer', 'ग्राफिक डिजाइनर'],
  ['Accountant', 'लेखापाल'],
  ['Account Assistant', 'लेखा सहायक'],
  ['Bank Teller', 'बैंक टेलर'],
  ['Relationship Manager', 'सम्बन्ध प्रबन्धक'],
  ['Sales Executive', 'बिक्री कार्यकारी'],
  ['Marketing Officer', 'बजारीकरण अधिकृत'],
  ['Digital Marketing Specialist', 'डिजिटल मार्केटिङ विशेषज्ञ'],
  ['Receptionist', 'रिसेप्सनिस्ट'],
  ['Front Office Manager', 'फ्रन्ट अफिस प्रबन्धक'],
  ['Chef', 'भान्से'],
  ['Waiter', 'वेटर'],
  ['Staff Nurse', 'स्टाफ नर्स'],
  ['Medical Officer', 'मेडिकल अफिसर'],
  ['Pharmacist', 'फार्मासिस्ट'],
  ['Lab Technician', 'ल्याब टेक्निसियन'],
  ['Secondary Teacher', 'माध्यमिक शिक्षक'],
  ['Primary Teacher', 'प्राथमिक शिक्षक'],
  ['Civil Engineer', 'सिभिल इन्जिनियर'],
  ['Site Supervisor', 'साइट सुपरभाइजर'],
  ['Electrician', 'इलेक्ट्रिसियन'],
  ['Driver', 'चालक'],
  ['Delivery Rider', 'डेलिभरी राइडर'],
  ['Store Keeper', 'स्टोर किपर'],
  ['Office Assistant', 'कार्यालय सहायक'],
  ['Human Resource Officer', 'मानव संसाधन अधिकृत'],
  ['Administrative Officer', 'प्रशासन अधिकृत'],
  ['Project Coordinator', 'परियोजना संयोजक'],
  ['Field Officer', 'फिल्ड अधिकृत'],
  ['Agriculture Technician', 'कृषि प्राविधिक'],
  ['Tour Guide', 'पथप्रदर्शक'],
  ['Customer Service Representative', 'ग्राहक सेवा प्रतिनिधि'],
  ['Machine Operator', 'मेसिन अपरेटर'],
  ['Security Guard', 'सुरक्षा गार्ड'],
  ['Content Writer', 'सामग्री लेखक'],
]

const JOB_TAGS: Pair[] = [
  ['Urgent', 'अत्यावश्यक'],
  ['Remote', 'घरबाटै काम'],
  ['Fresher', 'नयाँ स्नातक'],
  ['Work from office', 'कार्यालयबाट काम'],
  ['Night shift', 'रात्रि सिफ्ट'],
  ['Women encouraged', 'महिलालाई प्राथमिकता'],
  ['Immediate joining', 'तुरुन्त सुरु'],
  ['Training provided', 'तालिम दिइने'],
  ['Government', 'सरकारी'],
  ['INGO', 'अन्तर्राष्ट्रिय गैरसरकारी संस्था'],
  ['Startup', 'स्टार्टअप'],
  ['Walk-in interview', 'वाक-इन अन्तर्वार्ता'],
]

const WORK_STANDARDS: Pair[] = [
  ['Punctuality', 'समयपालन'],
  ['Teamwork', 'टिमवर्क'],
  ['Honesty', 'इमानदारी'],
  ['Dress code compliance', 'पोशाक नियमको पालना'],
  ['Meeting deadlines', 'समयसीमा पालना'],
  ['Workplace safety', 'कार्यस्थल सुरक्षा'],
  ['Confidentiality', 'गोपनीयता'],
  ['Customer first', 'ग्राहक प्राथमिकता'],
  ['Clean workspace', 'सफा कार्यस्थल'],
  ['Regular reporting', 'नियमित प्रतिवेदन'],
  ['Professional conduct', 'व्यावसायिक आचरण'],
  ['Flexible hours', 'लचिलो समय'],
]

const SKILLS: Pair[] = [
  ['JavaScript', 'जाभास्क्रिप्ट'],
  ['React', 'रियाक्ट'],
  ['TypeScript', 'टाइपस्क्रिप्ट'],
  ['Python', 'पाइथन'],
  ['Django', 'ज्याङ्गो'],
  ['Node.js', 'नोड जेएस'],
  ['SQL', 'एसक्यूएल'],
  ['Android', 'एन्ड्रोइड'],
  ['Flutter', 'फ्लटर'],
  ['Adobe Photoshop', 'एडोबी फोटोसप'],
  ['Tally', 'ट्याली'],
  ['Microsoft Excel', 'माइक्रोसफ्ट एक्सेल'],
  ['Bookkeeping', 'बुककिपिङ'],
  ['Taxation', 'कर प्रणाली'],
  ['Customer Handling', 'ग्राहक व्यवस्थापन'],
  ['Negotiation', 'वार्ता कौशल'],
  ['Social Media Marketing', 'सामाजिक सञ्जाल बजारीकरण'],
  ['Search Engine Optimization', 'सर्च इन्जिन अप्टिमाइजेसन'],
  ['Cooking', 'खाना पकाउने'],
  ['Housekeeping', 'हाउसकिपिङ'],
  ['Patient Care', 'बिरामी हेरचाह'],
  ['Phlebotomy', 'रगत संकलन'],
  ['Lesson Planning', 'पाठ योजना'],
  ['AutoCAD', 'अटोक्याड'],
  ['Estimation', 'लागत अनुमान'],
  ['Electrical Wiring', 'विद्युत वायरिङ'],
  ['Driving (Heavy Vehicle)', 'ठूलो सवारी चालन'],
  ['Inventory Management', 'मौज्दात व्यवस्थापन'],
  ['Report Writing', 'प्रतिवेदन लेखन'],
  ['Nepali Typing', 'नेपाली टाइपिङ'],
  ['English Communication', 'अङ्ग्रेजी सञ्चार'],
  ['Public Speaking', 'सार्वजनिक वक्तृत्व'],
  ['Organic Farming', 'जैविक खेती'],
  ['Machine Maintenance', 'मेसिन मर्मत'],
  ['First Aid', 'प्राथमिक उपचार'],
  ['Content Writing', 'सामग्री लेखन'],
]

const PERSONAL_QUALITIES: Pair[] = [
  ['Self-motivated', 'आत्मप्रेरित'],
  ['Good communicator', 'राम्रो सञ्चारकर्ता'],
  ['Problem solver', 'समस्या समाधानकर्ता'],
  ['Detail oriented', 'सूक्ष्म ध्यान दिने'],
  ['Leadership', 'नेतृत्व क्षमता'],
  ['Patient', 'धैर्यवान'],
  ['Friendly', 'मिलनसार'],
  ['Creative', 'सिर्जनशील'],
  ['Quick learner', 'छिटो सिक्ने'],
  ['Physically fit', 'शारीरिक रूपमा तन्दुरुस्त'],
  ['Responsible', 'जिम्मेवार'],
  ['Calm under pressure', 'दबाबमा शान्त'],
]

const REQUIRED_KNOWLEDGE: Pair[] = [
  ['Nepal Labour Act', 'नेपाल श्रम ऐन'],
  ['Nepal Financial Reporting Standards', 'नेपाल वित्तीय प्रतिवेदन मान'],
  ['Income Tax Act', 'आयकर ऐन'],
  ['Nepal Building Code', 'नेपाल भवन संहिता'],
  ['Hotel operations', 'होटल सञ्चालन'],
  ['Hospital procedures', 'अस्पताल प्रक्रिया'],
  ['Curriculum Development Centre syllabus', 'पाठ्यक्रम विकास केन्द्रको पाठ्यक्रम'],
  ['Local geography', 'स्थानीय भूगोल'],
  ['Traffic rules', 'ट्राफिक नियम'],
  ['Banking regulations (NRB)', 'नेपाल राष्ट्र बैंकका नियम'],
  ['Web accessibility', 'वेब पहुँचयोग्यता'],
  ['Food safety', 'खाद्य सुरक्षा'],
]

const EDUCATION_DEGREES: Pair[] = [
  ['Literate', 'साक्षर'],
  ['SEE / SLC', 'एसईई / एसएलसी'],
  ['Intermediate (+2)', 'प्लस टु'],
  ['Diploma / CTEVT', 'डिप्लोमा / सीटीईभीटी'],
  ["Bachelor's degree", 'स्नातक'],
  ["Master's degree", 'स्नातकोत्तर'],
  ['M.Phil.', 'एमफिल'],
  ['PhD', 'विद्यावारिधि'],
]

const BENEFITS: Pair[] = [
  ['Provident fund', 'सञ्चय कोष'],
  ['Gratuity', 'उपदान'],
  ['Health insurance', 'स्वास्थ्य बीमा'],
  ['Festival allowance (Dashain bonus)', 'चाडपर्व भत्ता'],
  ['Lunch provided', 'दिउँसोको खाना'],
  ['Transportation', 'यातायात सुविधा'],
  ['Paid leave', 'सशुल्क बिदा'],
  ['Performance bonus', 'कार्यसम्पादन बोनस'],
  ['Accommodation', 'बसोबास सुविधा'],
  ['Training and development', 'तालिम तथा विकास'],
  ['Mobile allowance', 'मोबाइल भत्ता'],
  ['Work from home', 'घरबाट काम'],
]

const DOCUMENT_CATEGORIES: Pair[] = [
  ['Curriculum vitae (CV)', 'बायोडाटा'],
  ['Cover letter', 'आवरण पत्र'],
  ['Citizenship certificate', 'नागरिकता प्रमाणपत्र'],
  ['Academic transcript', 'शैक्षिक लब्धाङ्कपत्र'],
  ['Character certificate', 'चारित्रिक प्रमाणपत्र'],
  ['Experience letter', 'अनुभव पत्र'],
  ['PAN certificate', 'प्यान प्रमाणपत्र'],
  ['Driving licence', 'सवारी चालक अनुमतिपत्र'],
  ['Passport', 'राहदानी'],
  ['Passport-size photograph', 'पासपोर्ट साइजको फोटो'],
  ['Training certificate', 'तालिम प्रमाणपत्र'],
  ['Recommendation letter', 'सिफारिस पत्र'],
  ['Police report', 'प्रहरी प्रतिवेदन'],
  ['Medical certificate', 'स्वास्थ्य प्रमाणपत्र'],
  ['Nepal Medical Council licence', 'नेपाल मेडिकल काउन्सिल इजाजतपत्र'],
  ['Nepal Nursing Council licence', 'नेपाल नर्सिङ काउन्सिल इजाजतपत्र'],
  ['Nepal Engineering Council licence', 'नेपाल इन्जिनियरिङ काउन्सिल इजाजतपत्र'],
  ['Teaching licence', 'अध्यापन अनुमतिपत्र'],
  ['Equivalence certificate', 'समकक्षता प्रमाणपत्र'],
  ['Portfolio', 'पोर्टफोलियो'],
  ['Work samples', 'कामका नमूना'],
  ['Language certificate', 'भाषा प्रमाणपत्र'],
  ['Tax clearance', 'कर चुक्ता प्रमाणपत्र'],
  ['Vehicle bluebook', 'सवारी ब्लुबुक'],
  ['Bank statement', 'बैंक विवरण'],
]

const items = (pairs: Pair[]): LookupItem[] =>
  pairs.map(([en, ne], index) => ({ id: index + 1, name: { en, ne }, status: 'Approved' }))

/** Every seeded lookup list; each name in both languages, all approved. */
export function seedLookups(): Record<LookupKind, LookupItem[]> {
  return {
    designations: items(DESIGNATIONS),
    job_tags: items(JOB_TAGS),
    work_standards: items(WORK_STANDARDS),
    skills: items(SKILLS),
    personal_qualities: items(PERSONAL_QUALITIES),
    required_knowledge: items(REQUIRED_KNOWLEDGE),
    education_degrees: items(EDUCATION_DEGREES),
    job_benefits: items(BENEFITS),
    document_categories: items(DOCUMENT_CATEGORIES),
  }
}

type LocationRow = [city: number, en: string, ne: string]

// Well-known addresses in the larger cities, so the address dropdown is not empty at first.
const LOCATIONS: LocationRow[] = [
  [307, 'New Baneshwor', 'नयाँ बानेश्वर'],
  [307, 'Putalisadak', 'पुतलीसडक'],
  [307, 'Durbar Marg', 'दरबारमार्ग'],
  [307, 'Thamel', 'ठमेल'],
  [307, 'Koteshwor', 'कोटेश्वर'],
  [331, 'Pulchowk', 'पुल्चोक'],
  [331, 'Jhamsikhel', 'झम्सिखेल'],
  [331, 'Kupondole', 'कुपण्डोल'],
  [414, 'Lakeside', 'लेकसाइड'],
  [414, 'Damside', 'डेमसाइड'],
  [414, 'Chipledhunga', 'चिप्लेढुंगा'],
  [60, 'Main Road', 'मेन रोड'],
  [60, 'Traffic Chowk', 'ट्राफिक चोक'],
  [495, 'Traffic Chowk', 'ट्राफिक चोक'],
  [495, 'Golpark', 'गोलपार्क'],
  [278, 'Narayangadh', 'नारायणगढ'],
  [278, 'Chaubiskoti', 'चौबिसकोठी'],
  [223, 'Station Road', 'स्टेशन रोड'],
  [138, 'Adarsha Nagar', 'आदर्शनगर'],
  [108, 'Bhanuchowk', 'भानुचोक'],
  [571, 'Dhamboji', 'धम्बोजी'],
  [753, 'Chauraha', 'चौराहा'],
]

/** Seeded addresses ({city, address}) in the larger cities. */
export function seedLocations(): { id: number; city: number; address: Text }[] {
  return LOCATIONS.map(([city, en, ne], index) => ({ id: index + 1, city, address: { en, ne } }))
}
