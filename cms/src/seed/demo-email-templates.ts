import type { Core } from '@strapi/strapi';
import type { EmailTemplateInput } from '@platform/shared';
import { EMAIL_TEMPLATE_UID } from '../consultancy/consultancy-uids';

/** The consultancy's everyday e-mails in Norwegian, with the placeholders the e-mail dialog fills per recipient. */
const DEMO_EMAIL_TEMPLATES: EmailTemplateInput[] = [
  {
    name: 'Første kontakt med kunde',
    subject: 'Konsulenttjenester for {company}',
    body: [
      'Hei {name},',
      'Jeg tar kontakt fordi vi hjelper virksomheter som {company} med data, integrasjoner og KI, fra første analyse til løsningen er i drift.',
      'Har du tid til en kort prat de neste ukene? Jeg forteller gjerne hvordan vi har løst lignende oppgaver for andre.',
      'Vennlig hilsen\n{senderName}',
    ].join('\n\n'),
  },
  {
    name: 'Oppfølging etter møte',
    subject: 'Takk for møtet, {name}',
    body: [
      'Hei {name},',
      'Takk for et godt møte. Som avtalt oppsummerer jeg det vi snakket om, og hvordan vi kan hjelpe {company} videre.',
      'Gi meg beskjed om noe mangler, eller om vi skal sette opp et nytt møte med flere fra dere.',
      'Vennlig hilsen\n{senderName}',
    ].join('\n\n'),
  },
  {
    name: 'Sender CV',
    subject: 'CV til {company}',
    body: [
      'Hei {name},',
      'Vedlagt er CV-en vi snakket om, tilpasset behovet hos {company}.',
      'Jeg svarer gjerne på spørsmål, og kan avtale et intervju når det passer dere.',
      'Vennlig hilsen\n{senderName}',
    ].join('\n\n'),
  },
];

/** Three templates to start from, only while there are none (an administrator's own are never touched). */
export async function seedDemoEmailTemplates(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(EMAIL_TEMPLATE_UID).count()) > 0) return;
  await strapi.db.transaction(async () => {
    for (const template of DEMO_EMAIL_TEMPLATES) await strapi.db.query(EMAIL_TEMPLATE_UID).create({ data: template });
  });
}
