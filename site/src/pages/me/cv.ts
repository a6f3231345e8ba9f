import type { ProfileConfig } from './profile.config';

/** The CV as Markdown, from the same configuration the pages show. */
export function cvMarkdown(config: ProfileConfig): string {
  const contact = [
    config.contact.email && `E-post: ${config.contact.email}`,
    config.contact.phone && `Telefon: ${config.contact.phone}`,
    config.contact.website && `Nettside: ${config.contact.website}`,
    config.contact.github && `GitHub: ${config.contact.github}`,
    config.contact.linkedin && `LinkedIn: ${config.contact.linkedin}`,
  ].filter(Boolean);
  return [
    `# ${config.name}`,
    '',
    `${config.headline} – ${config.location}`,
    '',
    ...contact.map((line) => `- ${line}`),
    '',
    '## Om meg',
    '',
    ...config.about.flatMap((paragraph) => [paragraph, '']),
    '## Erfaring',
    '',
    ...config.experience.flatMap((job) => [`### ${job.role}, ${job.organisation} (${job.period})`, '', job.description, '']),
    '## Selskaper',
    '',
    ...config.companies.map((company) => `- ${company.name} (${company.founded}): ${company.role}. ${company.description}`),
    '',
    '## Utdanning',
    '',
    ...config.education.map((entry) => `- ${entry.degree}, ${entry.school} (${entry.period})`),
    '',
    '## Kompetanse',
    '',
    config.skills.join(', '),
    '',
  ].join('\n');
}

/** Hands the browser a file to save, without a server round trip. */
export function downloadCv(config: ProfileConfig): void {
  const blob = new Blob([cvMarkdown(config)], { type: 'text/markdown;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = config.cvFileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
