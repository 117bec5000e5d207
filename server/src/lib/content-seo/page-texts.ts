import type { Lang, RouteId } from '@jagir/shared/routes/table'

/**
 * The titles and descriptions the BFF gives the public pages it writes a head for, in both
 * languages. The titles are the pages' own headings (the SPA's catalog says the same words), so
 * a page keeps its title whether the server rendered it or the browser did.
 */
export type Text = Readonly<Record<Lang, string>>

export interface PageText {
  title: Text
  description: Text
}

/** Every public page with a head of its own, by route id. */
export const PAGE_TEXTS = {
  blog: {
    title: { en: 'Blog', ne: 'ब्लग' },
    description: {
      en: 'Career advice, hiring tips and news about work in Nepal, in Nepali and English.',
      ne: 'नेपालमा कामबारे करियर सल्लाह, भर्ना सुझाव र समाचार, नेपाली र अङ्ग्रेजीमा।',
    },
  },
  business: {
    title: { en: 'Business Directory', ne: 'व्यवसाय निर्देशिका' },
    description: {
      en: 'Businesses across Nepal by category and district: their services, address, phone and website.',
      ne: 'श्रेणी र जिल्ला अनुसार नेपालभरका व्यवसाय: तिनका सेवा, ठेगाना, फोन र वेबसाइट।',
    },
  },
  faq: {
    title: { en: 'FAQs', ne: 'बारम्बार सोधिने प्रश्नहरू' },
    description: {
      en: 'Answers to common questions about finding a job, hiring, payments and your Jagir account.',
      ne: 'जागिर खोज्ने, भर्ना, भुक्तानी र जागिर खाताबारे सामान्य प्रश्नका उत्तर।',
    },
  },
  sepFaqs: {
    title: { en: 'FAQs for employers', ne: 'रोजगारदाताका लागि प्रश्नोत्तर' },
    description: {
      en: 'What employers ask about posting jobs, screening applicants, shortlists and payments on Jagir.',
      ne: 'जागिरमा जागिर पोस्ट, आवेदक छनोट, छोटो सूची र भुक्तानीबारे रोजगारदाताले सोध्ने प्रश्न।',
    },
  },
  training: {
    title: { en: 'Training', ne: 'तालिम' },
    description: {
      en: 'Short courses online and in person across Nepal: fees in NPR, start dates and seats left.',
      ne: 'नेपालभर अनलाइन र प्रत्यक्ष छोटा तालिम: रुपैयाँमा शुल्क, सुरु हुने मिति र बाँकी सिट।',
    },
  },
  instaHire: {
    title: { en: 'Insta Hire', ne: 'तुरुन्त भर्ना' },
    description: {
      en: 'Tell us whom you need to hire and we call you back within one working day with candidates.',
      ne: 'कस्तो कर्मचारी चाहिन्छ भन्नुहोस्, हामी एक कार्यदिनभित्र उम्मेदवारसहित फोन गर्छौँ।',
    },
  },
  covidSurvey: {
    title: { en: 'COVID-19 survey', ne: 'कोभिड-१९ सर्वेक्षण' },
    description: {
      en: 'Tell us how COVID-19 changed your work: four short questions, no sign-in needed.',
      ne: 'कोभिड-१९ ले तपाईंको काममा के असर गर्‍यो भन्नुहोस्: चार छोटा प्रश्न, लग इन चाहिँदैन।',
    },
  },
  projectKvsDraft: {
    title: { en: 'Project KVS (draft)', ne: 'परियोजना केभीएस (मस्यौदा)' },
    description: {
      en: 'A draft plan for verified skills on Jagir: skill checks with training partners, a badge on profiles, and how to give feedback.',
      ne: 'जागिरमा प्रमाणित सीपको मस्यौदा योजना: तालिम साझेदारसँग सीप जाँच, प्रोफाइलमा ब्याज, र सुझाव दिने तरिका।',
    },
  },
  pricing: {
    title: { en: 'Pricing', ne: 'मूल्य सूची' },
    description: {
      en: 'What hiring on Jagir costs: the job post packages and the hiring package, in Nepali rupees before 13% VAT.',
      ne: 'जागिरमा भर्ना गर्दा लाग्ने खर्च: जागिर पोस्ट प्याकेजहरू र हायरिङ प्याकेज, १३% भ्याटअघि नेपाली रुपैयाँमा।',
    },
  },
  employerZone: {
    title: { en: 'Employer Zone', ne: 'रोजगारदाता क्षेत्र' },
    description: {
      en: 'Reach job seekers across Nepal: post a job, read applicants with their answers, and find the employers hiring now by industry and district.',
      ne: 'नेपालभरका जागिर खोज्नेसम्म पुग्नुहोस्: जागिर पोस्ट गर्नुहोस्, आवेदकलाई उनका उत्तरसहित हेर्नुहोस्, र अहिले भर्ना गर्ने रोजगारदाता उद्योग र जिल्लाअनुसार खोज्नुहोस्।',
    },
  },
  referral: {
    title: { en: 'Refer a job seeker', ne: 'जागिर खोज्नेलाई सिफारिस गर्नुहोस्' },
    description: {
      en: 'Refer someone you know to a job: add their name and phone number, we invite them, and you see when they sign up, apply and are hired.',
      ne: 'चिनेको मान्छेलाई जागिरका लागि सिफारिस गर्नुहोस्: नाम र फोन नम्बर थप्नुहोस्, हामी निमन्त्रणा पठाउँछौँ, र उनी दर्ता हुँदा, आवेदन दिँदा र नियुक्त हुँदा तपाईं देख्नुहुन्छ।',
    },
  },
  jobSearch: {
    title: { en: 'Search jobs', ne: 'जागिर खोज्नुहोस्' },
    description: {
      en: 'Open jobs across Nepal: search by words, province and district, category, level, type and salary, newest or closing soonest first.',
      ne: 'नेपालभरका खुला जागिर: शब्द, प्रदेश र जिल्ला, वर्ग, तह, प्रकार र तलबअनुसार खोज्नुहोस्, नयाँ पहिले वा अन्तिम मिति नजिक भएको पहिले।',
    },
  },
  contact: {
    title: { en: 'Contact Us', ne: 'सम्पर्क गर्नुहोस्' },
    description: {
      en: 'Write to the Jagir team, call us or visit us in Kathmandu.',
      ne: 'जागिर टिमलाई लेख्नुहोस्, फोन गर्नुहोस् वा काठमाडौँमा भेट्नुहोस्।',
    },
  },
  about: {
    title: { en: 'About Us', ne: 'हाम्रो बारेमा' },
    description: {
      en: 'Jagir is a job marketplace made for Nepal, in Nepali and in English.',
      ne: 'जागिर नेपालका लागि बनेको रोजगार बजार हो, नेपाली र अङ्ग्रेजीमा।',
    },
  },
  privacy: {
    title: { en: 'Privacy Policy', ne: 'गोपनीयता नीति' },
    description: {
      en: 'What Jagir keeps about you, why, and the choices you have.',
      ne: 'जागिरले तपाईंबारे के राख्छ, किन, र तपाईंका विकल्पहरू।',
    },
  },
  termsCondition: {
    title: { en: 'Terms and Conditions', ne: 'नियम तथा सर्तहरू' },
    description: {
      en: 'The rules for using Jagir: accounts, job posts and payments.',
      ne: 'जागिर प्रयोग गर्ने नियम: खाता, जागिर पोस्ट र भुक्तानी।',
    },
  },
} satisfies Partial<Record<RouteId, PageText>>

export type TextPageId = keyof typeof PAGE_TEXTS

/** The job search's title when it searches for words: "Jobs: accountant". */
export const JOB_SEARCH_TITLE: Text = { en: 'Jobs: {search}', ne: 'जागिरहरू: {search}' }

/** A category or tag page's title: "Blog: Career advice". */
export const SCOPED_TITLE: Text = { en: '{list}: {name}', ne: '{list}: {name}' }

/** "Page 2" after a list's title, for its later pages. */
export const PAGE_SUFFIX: Text = { en: 'page {page}', ne: 'पृष्ठ {page}' }

/** Fills `{name}` placeholders. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? ''))
