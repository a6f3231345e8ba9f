/** /consultancy/email-templates: the stored e-mail templates. */
export function EmailTemplatesPage() {
  return null;
}

export default EmailTemplatesPage;
