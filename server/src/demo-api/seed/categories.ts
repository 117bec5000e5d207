import type { Text } from '../lib/locale.js'

/** Job categories (industries): job search's category filter, seekers' preferred jobs. */
export const JOB_CATEGORIES: { id: number; name: Text }[] = [
  { id: 1, name: { en: 'IT & Telecommunication', ne: 'सूचना प्रविधि तथा दूरसञ्चार' } },
  { id: 2, name: { en: 'Banking & Finance', ne: 'बैंकिङ तथा वित्त' } },
  { id: 3, name: { en: 'Hotel & Hospitality', ne: 'होटल तथा आतिथ्य' } },
  { id: 4, name: { en: 'Healthcare', ne: 'स्वास्थ्य सेवा' } },
  { id: 5, name: { en: 'Education & Training', ne: 'शिक्षा तथा तालिम' } },
  { id: 6, name: { en: 'Sales & Marketing', ne: 'बिक्री तथा बजारीकरण' } },
  { id: 7, name: { en: 'Engineering & Construction', ne: 'इन्जिनियरिङ तथा निर्माण' } },
  { id: 8, name: { en: 'NGO & INGO', ne: 'गैरसरकारी संस्था' } },
  { id: 9, name: { en: 'Accounting', ne: 'लेखा' } },
  { id: 10, name: { en: 'Agriculture', ne: 'कृषि' } },
  { id: 11, name: { en: 'Logistics & Transport', ne: 'ढुवानी तथा यातायात' } },
  { id: 12, name: { en: 'Manufacturing', ne: 'उत्पादन' } },
  { id: 13, name: { en: 'Tourism & Travel', ne: 'पर्यटन तथा यात्रा' } },
  { id: 14, name: { en: 'Administration', ne: 'प्रशासन' } },
]
