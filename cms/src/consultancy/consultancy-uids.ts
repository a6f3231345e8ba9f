import type { UID } from '@strapi/strapi';

// The consultancy's content types, named once. Generated content-type names are not regenerated here, as for the
// projects' records.
export const CUSTOMER_UID = 'api::consultancy-customer.consultancy-customer' as UID.ContentType;
export const CANDIDATE_UID = 'api::consultancy-candidate.consultancy-candidate' as UID.ContentType;
export const TENDER_UID = 'api::consultancy-tender.consultancy-tender' as UID.ContentType;
export const CV_TEMPLATE_UID = 'api::consultancy-cv-template.consultancy-cv-template' as UID.ContentType;
export const ADAPTED_CV_UID = 'api::consultancy-adapted-cv.consultancy-adapted-cv' as UID.ContentType;
export const EMAIL_TEMPLATE_UID = 'api::consultancy-email-template.consultancy-email-template' as UID.ContentType;
export const CONTACT_UID = 'api::consultancy-contact.consultancy-contact' as UID.ContentType;
