import type { Text } from './locale.js'

/** Every message the demo API answers with, in both languages (Django's translated strings). */
export const MESSAGES = {
  required: { en: 'This field is required.', ne: 'यो फिल्ड आवश्यक छ।' },
  blank: { en: 'This field may not be blank.', ne: 'यो फिल्ड खाली हुन सक्दैन।' },
  notNull: { en: 'This field may not be null.', ne: 'यो फिल्ड खाली हुन सक्दैन।' },
  invalid: { en: 'Invalid value.', ne: 'अमान्य मान।' },
  badLogin: {
    en: 'Unable to log in with provided credentials.',
    ne: 'दिइएको विवरणबाट लग इन गर्न सकिएन।',
  },
  noCredentials: {
    en: 'Authentication credentials were not provided.',
    ne: 'प्रमाणीकरण विवरण दिइएको छैन।',
  },
  invalidToken: { en: 'Invalid token.', ne: 'अमान्य टोकन।' },
  forbidden: {
    en: 'You do not have permission to perform this action.',
    ne: 'तपाईंलाई यो कार्य गर्ने अनुमति छैन।',
  },
  notFound: { en: 'Not found.', ne: 'फेला परेन।' },
  invalidPage: { en: 'Invalid page.', ne: 'अमान्य पृष्ठ।' },
  answeredTwice: {
    en: 'This question is answered more than once. Give one answer.',
    ne: 'यो प्रश्नको उत्तर एकभन्दा बढी पटक दिइएको छ। एउटा मात्र उत्तर दिनुहोस्।',
  },
  alreadyApplied: {
    en: 'You have already applied for this job.',
    ne: 'तपाईंले यो जागिरमा पहिले नै आवेदन दिनुभएको छ।',
  },
  gone: { en: 'This job is no longer available.', ne: 'यो जागिर अब उपलब्ध छैन।' },
  methodNotAllowed: { en: 'Method not allowed.', ne: 'यो विधि अनुमति छैन।' },
  parseError: { en: 'JSON parse error.', ne: 'JSON पढ्न सकिएन।' },
  unsupportedMedia: {
    en: 'Unsupported media type in request.',
    ne: 'अनुरोधको मिडिया प्रकार समर्थित छैन।',
  },
  tooLarge: { en: 'Request body is too large.', ne: 'अनुरोध धेरै ठूलो छ।' },
  serverError: { en: 'Something went wrong.', ne: 'केही गडबड भयो।' },
  initialForm: {
    en: 'Please fill up the Initial form first.',
    ne: 'कृपया पहिले सुरुको फारम भर्नुहोस्।',
  },
  jobDenied: {
    en: 'This job was denied by our review team and cannot be published. Please contact us.',
    ne: 'यो जागिर हाम्रो समीक्षा टोलीले अस्वीकार गरेकाले प्रकाशित गर्न सकिँदैन। कृपया हामीलाई सम्पर्क गर्नुहोस्।',
  },
  jobPending: {
    en: 'This job is waiting for review and cannot be published yet.',
    ne: 'यो जागिर समीक्षाको पर्खाइमा छ, त्यसैले अहिले प्रकाशित गर्न सकिँदैन।',
  },
  jobPublished: {
    en: 'This job is already published.',
    ne: 'यो जागिर पहिले नै प्रकाशित छ।',
  },
  noPostBalance: {
    en: 'You have no job post available. Please buy a package first.',
    ne: 'तपाईंसँग कुनै जागिर पोस्ट बाँकी छैन। कृपया पहिले प्याकेज किन्नुहोस्।',
  },
  noOrganization: {
    en: 'Initial profile form not filled',
    ne: 'सुरुको प्रोफाइल फारम भरिएको छैन',
  },
  maxItems: {
    en: 'Ensure this field has no more than {max} elements.',
    ne: 'यो फिल्डमा {max}भन्दा बढी वस्तु हुनु हुँदैन।',
  },
  minItems: {
    en: 'Ensure this field has at least {min} elements.',
    ne: 'यो फिल्डमा कम्तीमा {min} वस्तु हुनुपर्छ।',
  },
  integer: { en: 'A valid integer is required.', ne: 'मान्य पूर्णाङ्क आवश्यक छ।' },
  email: { en: 'Enter a valid email address.', ne: 'मान्य इमेल ठेगाना लेख्नुहोस्।' },
  phone: { en: 'Enter a valid phone number.', ne: 'मान्य फोन नम्बर लेख्नुहोस्।' },
  digits: { en: 'Ensure this field has {length} digits.', ne: 'यो फिल्डमा {length} अङ्क हुनुपर्छ।' },
  invalidChoice: { en: 'Not a valid choice.', ne: 'मान्य विकल्प होइन।' },
  invalidPk: {
    en: 'Invalid pk "{pk}" - object does not exist.',
    ne: 'अमान्य आईडी "{pk}": वस्तु फेला परेन।',
  },
  notANumber: { en: 'A valid number is required.', ne: 'मान्य सङ्ख्या आवश्यक छ।' },
  minValue: {
    en: 'Ensure this value is greater than or equal to {min}.',
    ne: 'यो मान {min} वा बढी हुनुपर्छ।',
  },
  maxValue: {
    en: 'Ensure this value is less than or equal to {max}.',
    ne: 'यो मान {max} वा कम हुनुपर्छ।',
  },
  tooComplex: {
    en: 'This text has too much nested formatting.',
    ne: 'यो पाठमा धेरै तह भित्र-भित्र ढाँचा छ।',
  },
  maxLength: {
    en: 'Ensure this field has no more than {max} characters.',
    ne: 'यो फिल्डमा {max}भन्दा बढी अक्षर हुनु हुँदैन।',
  },
  salaryRange: {
    en: 'Maximum salary must be greater than or equal to minimum salary.',
    ne: 'अधिकतम तलब न्यूनतम तलबभन्दा कम हुनु हुँदैन।',
  },
  hasOrganization: {
    en: 'You already have an organization.',
    ne: 'तपाईंको संस्था पहिले नै छ।',
  },
  phoneTaken: {
    en: 'A user with this phone number already exists.',
    ne: 'यो फोन नम्बर भएको प्रयोगकर्ता पहिले नै छ।',
  },
  emailTaken: {
    en: 'A user with this email already exists.',
    ne: 'यो इमेल भएको प्रयोगकर्ता पहिले नै छ।',
  },
  otpSent: { en: 'A verification code was sent.', ne: 'प्रमाणीकरण कोड पठाइयो।' },
  otpInvalid: {
    en: 'The verification code is wrong or has expired.',
    ne: 'प्रमाणीकरण कोड गलत छ वा म्याद सकियो।',
  },
  ticketInvalid: {
    en: 'Verify your phone number again.',
    ne: 'फोन नम्बर फेरि प्रमाणित गर्नुहोस्।',
  },
  otpWait: {
    en: 'Please wait {seconds} seconds before asking for another code.',
    ne: 'अर्को कोड माग्नुअघि {seconds} सेकेन्ड पर्खनुहोस्।',
  },
  otpDead: {
    en: 'Too many wrong tries: this code no longer works. Ask for a new code.',
    ne: 'धेरै पटक गलत कोड हालियो: यो कोड अब चल्दैन। नयाँ कोड माग्नुहोस्।',
  },
  smsNotConfigured: {
    en: 'SMS is not configured on this server, so no code can be sent.',
    ne: 'यो सर्भरमा SMS मिलाइएको छैन, त्यसैले कोड पठाउन सकिँदैन।',
  },
  smsFailed: {
    en: 'The code could not be sent just now. Please try again in a few minutes.',
    ne: 'अहिले कोड पठाउन सकिएन। केही मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  },
  smsSignupCode: {
    en: 'Your Jagir sign-up code is {code}. It expires in {minutes} minutes. Do not share it.',
    ne: 'तपाईंको जागिर दर्ता कोड {code} हो। यसको म्याद {minutes} मिनेटमा सकिन्छ। कसैलाई नदिनुहोस्।',
  },
  smsResetCode: {
    en: 'Your Jagir password reset code is {code}. It expires in {minutes} minutes. Do not share it.',
    ne: 'तपाईंको जागिर पासवर्ड रिसेट कोड {code} हो। यसको म्याद {minutes} मिनेटमा सकिन्छ। कसैलाई नदिनुहोस्।',
  },
  smsAlreadyRegistered: {
    en: 'This number already has a Jagir account, so no sign-up code was sent. Sign in, or use "Forgot password?" to set a new password. If you did not ask, ignore this message.',
    ne: 'यो नम्बरमा जागिर खाता पहिले नै छ, त्यसैले दर्ता कोड पठाइएन। लग इन गर्नुहोस्, वा नयाँ पासवर्ड राख्न "पासवर्ड बिर्सनुभयो?" थिच्नुहोस्। तपाईंले नमाग्नुभएको भए यो सन्देश बेवास्ता गर्नुहोस्।',
  },
  smsNoAccount: {
    en: 'Someone asked to reset a Jagir password for this number, but no account uses it. You can sign up with it. If you did not ask, ignore this message.',
    ne: 'यो नम्बरको जागिर पासवर्ड रिसेट गर्न अनुरोध आयो, तर यो नम्बरमा कुनै खाता छैन। यही नम्बरले दर्ता गर्न सक्नुहुन्छ। तपाईंले नमाग्नुभएको भए यो सन्देश बेवास्ता गर्नुहोस्।',
  },
  otpHourly: {
    en: 'Too many codes were asked for this number. Try again in {minutes} minutes.',
    ne: 'यो नम्बरका लागि धेरै कोड मागियो। {minutes} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  },
  url: { en: 'Enter a valid URL.', ne: 'मान्य URL लेख्नुहोस्।' },
  tooYoungOrOld: {
    en: 'You must be 16 to 100 years old.',
    ne: 'तपाईंको उमेर १६देखि १०० वर्षसम्म हुनुपर्छ।',
  },
  cityNotInDistrict: {
    en: 'This municipality is not in the chosen district.',
    ne: 'यो नगरपालिका छानिएको जिल्लामा पर्दैन।',
  },
  logoInvalid: {
    en: 'Upload a PNG, JPEG or WebP image of at most 300 KB.',
    ne: '३०० किलोबाइटसम्मको पीएनजी, जेपेग वा वेबपी तस्बिर राख्नुहोस्।',
  },
  passwordShort: {
    en: 'This password is too short. It must contain at least 8 characters.',
    ne: 'पासवर्ड धेरै छोटो छ। कम्तीमा ८ अक्षर हुनुपर्छ।',
  },
  passwordNumeric: {
    en: 'This password is entirely numeric.',
    ne: 'पासवर्डमा अङ्क मात्र छन्।',
  },
  wrongOldPassword: {
    en: 'Your old password was entered incorrectly. Please enter it again.',
    ne: 'तपाईंको पुरानो पासवर्ड गलत छ। फेरि लेख्नुहोस्।',
  },
  passwordCommon: {
    en: 'This password is too easy to guess. Choose another.',
    ne: 'यो पासवर्ड अनुमान गर्न धेरै सजिलो छ। अर्को छान्नुहोस्।',
  },
  // Issue 26: past 5 failed sign-ins (or wrong current passwords) in 15 minutes, whatever spelling.
  accountLocked: {
    en: 'Too many failed sign-ins for this account. Try again in {minutes} minutes.',
    ne: 'यो खातामा धेरै पटक गलत विवरणले लग इन गर्न खोजियो। {minutes} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  },
  accountLockedMinute: {
    en: 'Too many failed sign-ins for this account. Try again in 1 minute.',
    ne: 'यो खातामा धेरै पटक गलत विवरणले लग इन गर्न खोजियो। १ मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  },
  passwordChanged: { en: 'Password changed.', ne: 'पासवर्ड परिवर्तन भयो।' },
  accountCreated: { en: 'Account created.', ne: 'खाता बन्यो।' },
  emptyPackage: {
    en: 'Shortlist at least one job seeker.',
    ne: 'कम्तीमा एक जना जागिर खोज्नेलाई छनोट गर्नुहोस्।',
  },
  alreadyUnlocked: {
    en: 'You have already unlocked "{name}": they are under My candidates. No need to buy them again.',
    ne: 'तपाईंले "{name}" लाई पहिले नै खोलिसक्नुभएको छ: उहाँ मेरा उम्मेदवारहरूमा हुनुहुन्छ। फेरि किन्नु पर्दैन।',
  },
  unknownSeeker: {
    en: 'Job seeker "{name}" does not exist.',
    ne: 'जागिर खोज्ने "{name}" फेला परेन।',
  },
  emptyCart: { en: 'Your cart is empty.', ne: 'तपाईंको कार्ट खाली छ।' },
  seekerUnavailable: {
    en: 'A job seeker in this hiring package is no longer available. Remove the package from your cart and make a new one from your shortlist.',
    ne: 'यो हायरिङ प्याकेजमा रहेका एक जना जागिर खोज्ने अब उपलब्ध हुनुहुन्न। प्याकेजलाई कार्टबाट हटाएर छोटो सूचीबाट नयाँ प्याकेज बनाउनुहोस्।',
  },
  // The cart and checkout (issue 14).
  cartChanged: {
    en: 'Your cart changed since you opened it. Check it and pay again.',
    ne: 'तपाईंले खोलेपछि कार्ट परिवर्तन भयो। जाँचेर फेरि भुक्तानी गर्नुहोस्।',
  },
  invoiceSellerMissing: {
    en: "Tax invoices are not available yet: the seller's details are not set up.",
    ne: 'कर बीजक अहिले उपलब्ध छैन: बिक्रेताको विवरण मिलाइएको छैन।',
  },
  paymentDeclined: {
    // The failure page says that nothing was charged (once, beside the amount).
    en: 'The payment was declined by the payment service.',
    ne: 'भुक्तानी सेवाले भुक्तानी अस्वीकार गर्‍यो।',
  },
  paymentCanceled: {
    en: 'The payment was cancelled at the payment service.',
    ne: 'भुक्तानी सेवामा भुक्तानी रद्द गरियो।',
  },
  paymentExpired: {
    en: 'The payment was not completed in time and has expired.',
    ne: 'भुक्तानी समयमै पूरा भएन र म्याद सकियो।',
  },
  gatewayUnavailable: {
    en: '{method} is not answering right now. Nothing was charged: try again in a moment or choose another way to pay.',
    ne: '{method} ले अहिले जवाफ दिइरहेको छैन। कुनै रकम काटिएको छैन: केही बेरपछि फेरि प्रयास गर्नुहोस् वा भुक्तानीको अर्को तरिका छान्नुहोस्।',
  },
  paymentMethodUnavailable: {
    en: 'Choose one of the ways to pay shown in your cart.',
    ne: 'कार्टमा देखाइएका भुक्तानीका तरिकामध्ये एउटा छान्नुहोस्।',
  },
  fixedQuantity: {
    en: 'A hiring package is bought once; remove it to change it.',
    ne: 'हायरिङ प्याकेज एक पटक मात्र किनिन्छ; परिवर्तन गर्न हटाउनुहोस्।',
  },
  received: { en: 'Thank you, we received it.', ne: 'धन्यवाद, हामीले प्राप्त गर्‍यौँ।' },
  // A job's deadline and its lifecycle (issue 31).
  deadlineRange: {
    en: 'Choose a day from today to {max} days from today.',
    ne: 'आजदेखि {max} दिनभित्रको एउटा दिन छान्नुहोस्।',
  },
  deadlineNotLater: {
    en: 'Choose a day after the current deadline.',
    ne: 'अहिलेको अन्तिम मितिपछिको दिन छान्नुहोस्।',
  },
  jobNotActive: {
    en: 'Only a live job can be closed or extended.',
    ne: 'खुला जागिर मात्र बन्द गर्न वा म्याद थप्न सकिन्छ।',
  },
  jobNotEnded: {
    en: 'Only an expired or closed job can be reposted.',
    ne: 'म्याद सकिएको वा बन्द गरिएको जागिर मात्र फेरि पोस्ट गर्न सकिन्छ।',
  },
  // Job seeker and referrer pages (issue 15).
  dateOrder: {
    en: 'The end may not be before the start.',
    ne: 'अन्त्य सुरुभन्दा अघि हुन सक्दैन।',
  },
  fileSize: {
    en: 'The photo may be at most {max} MB.',
    ne: 'फोटो बढीमा {max} एमबी हुन सक्छ।',
  },
  fileType: {
    en: 'Upload a JPEG, PNG or WebP image.',
    ne: 'जेपेग, पीएनजी वा वेबपी तस्बिर अपलोड गर्नुहोस्।',
  },
  duplicate: { en: 'This is already in the list.', ne: 'यो सूचीमा पहिले नै छ।' },
  networkUrl: {
    en: 'Enter a link to your {network} page.',
    ne: 'आफ्नो {network} पेजको लिङ्क लेख्नुहोस्।',
  },
  notWithdrawable: {
    en: 'This application can no longer be withdrawn.',
    ne: 'यो आवेदन अब फिर्ता लिन सकिँदैन।',
  },
  refereeTaken: {
    en: 'You have already referred this number.',
    ne: 'तपाईंले यो नम्बर पहिले नै सिफारिस गर्नुभएको छ।',
  },
  refereeSelf: {
    en: 'You cannot refer your own number.',
    ne: 'तपाईं आफ्नै नम्बर सिफारिस गर्न सक्नुहुन्न।',
  },
  // CVs and cover letters (issue 30).
  cvType: {
    en: 'Upload a PDF or Word (DOCX) file.',
    ne: 'पीडीएफ वा वर्ड (डक्स) फाइल अपलोड गर्नुहोस्।',
  },
  cvSize: {
    en: 'The CV may be at most {max} MB.',
    ne: 'सीभी बढीमा {max} एमबी हुन सक्छ।',
  },
  cvMissing: {
    en: 'Upload a CV first, or choose another option.',
    ne: 'पहिले सीभी अपलोड गर्नुहोस्, वा अर्को विकल्प छान्नुहोस्।',
  },
  savedSearchesFull: {
    en: 'You can keep at most 20 saved searches. Delete one to save another.',
    ne: 'तपाईं बढीमा २० वटा खोज सुरक्षित राख्न सक्नुहुन्छ। अर्को सुरक्षित गर्न एउटा मेटाउनुहोस्।',
  },
  badUnsubscribeLink: {
    en: 'This unsubscribe link is not valid. Open the link from the email as it is, or manage your alerts on your profile.',
    ne: 'यो सूचना बन्द गर्ने लिङ्क मान्य छैन। इमेलको लिङ्क जस्ताको तस्तै खोल्नुहोस्, वा आफ्नो प्रोफाइलबाट सूचनाहरू मिलाउनुहोस्।',
  },
} satisfies Record<string, Text>

export type MessageKey = keyof typeof MESSAGES
