import type { RouteId } from '@jagir/shared/routes/table'
import type { RouteObject } from 'react-router'

/** A lazily loaded route module: it exports `Component` (and may export `loader`). */
export type RouteModule = () => Promise<Pick<RouteObject, 'Component' | 'loader' | 'handle'>>

/**
 * The screens this app has, by route id of the shared table. A route without a module here is
 * not registered (its address shows the 404 page): each feature adds its own line when it lands.
 */
export const routeModules: Partial<Record<RouteId, RouteModule>> = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  privacy: () => import('./routes/privacy'),
  termsCondition: () => import('./routes/terms-condition'),
  signIn: () => import('./routes/sign-in'),
  oauthCallback: () => import('./routes/oauth-callback'),
  errorPage: () => import('./routes/error-status'),
  jobPost: () => import('./routes/job-post'),
  jobPreview: () => import('./routes/job-preview'),
  jobSearch: () => import('./routes/job-search'),
  jobDetail: () => import('./routes/job-detail'),
  employerProfileMe: () => import('./routes/employer-profile-me'),
  jobApplications: () => import('./routes/job-applications'),
  employerZone: () => import('./routes/employer-zone'),
  employerProfile: () => import('./routes/employer-profile'),
  employerDetail: () => import('./routes/employer-detail'),
  jobseekerProfileMe: () => import('./routes/jobseeker-profile-me'),
  jobseekerStats: () => import('./routes/jobseeker-stats'),
  jobseekerData: () => import('./routes/jobseeker-data'),
  jobseekerProfile: () => import('./routes/jobseeker-profile'),
  referrerProfileMe: () => import('./routes/referrer-profile-me'),
  referrerProfile: () => import('./routes/referrer-profile'),
  referral: () => import('./routes/referral'),
  blog: () => import('./routes/blog'),
  blogCategory: () => import('./routes/blog-category'),
  blogTag: () => import('./routes/blog-tag'),
  blogDetail: () => import('./routes/blog-detail'),
  business: () => import('./routes/business'),
  businessCategory: () => import('./routes/business-category'),
  businessDetail: () => import('./routes/business-detail'),
  faq: () => import('./routes/faq'),
  faqCategory: () => import('./routes/faq-category'),
  faqTags: () => import('./routes/faq-tags'),
  faqDetail: () => import('./routes/faq-detail'),
  sepFaqs: () => import('./routes/sep-faqs'),
  training: () => import('./routes/training'),
  trainingDetail: () => import('./routes/training-detail'),
  instaHire: () => import('./routes/insta-hire'),
  covidSurvey: () => import('./routes/covid-survey'),
  projectKvsDraft: () => import('./routes/project-kvs-draft'),
  jobseekerRegistration: () => import('./routes/signup-flow'),
  signUp: () => import('./routes/signup-flow'),
  signupIndex: () => import('./routes/signup-flow'),
  signupJobseeker: () => import('./routes/signup-flow'),
  signupVerifyOtp: () => import('./routes/signup-flow'),
  signupSetPassword: () => import('./routes/signup-flow'),
  employerSignUp: () => import('./routes/signup-flow'),
  signupEmployer: () => import('./routes/signup-flow'),
  signupEmployerVerifyOtp: () => import('./routes/signup-flow'),
  signupEmployerSetPassword: () => import('./routes/signup-flow'),
  forgotPassword: () => import('./routes/signup-flow'),
  forgotPasswordVerifyOtp: () => import('./routes/signup-flow'),
  forgotPasswordSetPassword: () => import('./routes/signup-flow'),
  signupPreferredLocation: () => import('./routes/onboarding'),
  signupPreferredJobCategory: () => import('./routes/onboarding'),
  signupBasicInformation: () => import('./routes/onboarding'),
  signupWorkingStatus: () => import('./routes/onboarding'),
  signupProfile: () => import('./routes/onboarding'),
  signupOrganizationDetails: () => import('./routes/organization-details'),
  changePassword: () => import('./routes/change-password'),
  jobseekerSearch: () => import('./routes/jobseeker-search'),
  jobseekerInsights: () => import('./routes/jobseeker-insights'),
}

/** The 404 page, shown for any address no route matches. */
export const notFoundModule: RouteModule = () => import('./routes/not-found')
