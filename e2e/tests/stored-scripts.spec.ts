import { expect, test, type Page } from '@playwright/test';
import { adminAuth } from './made-products';
import { signIn } from './sign-in';

// Hostile text stored in fields that pages show (an idea's title and description, a project note's Markdown, a user's
// name) is shown as text: no script runs, no element of it becomes live markup, on the pages that display it. The
// content security policy would block inline scripts too; this checks the pages' own escaping and sanitising.
const HOSTILE = `<img src=x onerror="window.storedScriptRan=1"><script>window.storedScriptRan=2</script>[klikk](javascript:window.storedScriptRan=3)`;

/** What of the hostile text became live on the page: handlers, javascript: links, injected scripts, alerts. */
async function liveMarkup(page: Page) {
  return page.evaluate(() => ({
    ran: (window as unknown as { storedScriptRan?: number }).storedScriptRan ?? null,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:"]').length,
    injectedScripts: [...document.scripts].filter((script) => script.textContent?.includes('storedScriptRan')).length,
  }));
}

test('hostile text stored in ideas, project notes and user names runs nowhere it is shown', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await adminAuth(request);
  const suffix = Date.now().toString(36);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const idea = await (
    await request.post('/api/admin/ideas', { headers, data: { title: `Fiendtlig ${suffix} ${HOSTILE}`.slice(0, 200), description: HOSTILE } })
  ).json();
  const projects = await (await request.get('/api/admin/projects', { headers })).json();
  const project = (projects.projects ?? projects)[0];
  const note = await (
    await request.post(`/api/admin/projects/${project.id}/notes`, { headers, data: { title: `Notat ${suffix}`, body: HOSTILE } })
  ).json();
  const user = await (
    await request.post('/api/admin/users', {
      headers,
      data: { email: `fiendtlig-${suffix}@example.test`, password: 'Blåbær-Sti-42', firstName: HOSTILE.slice(0, 100) },
    })
  ).json();

  try {
    await signIn(page, 'admin@demo.no');
    // [page, search box to type into (lists), text that says the record is shown]
    const shown: [string, string | null, string][] = [
      ['/admin/ideas', 'Search ideas', `Fiendtlig ${suffix}`],
      [`/admin/ideas/${idea.id}`, null, `Fiendtlig ${suffix}`],
      [`/admin/projects/${project.id}?tab=notes`, null, `Notat ${suffix}`],
      ['/admin/users', 'Søk etter brukere', `fiendtlig-${suffix}@example.test`],
      [`/admin/users/${user.id}`, null, `fiendtlig-${suffix}@example.test`],
    ];
    for (const [path, search, text] of shown) {
      await page.goto(path);
      if (search) await page.getByRole('textbox', { name: search }).fill(suffix);
      await expect(page.getByText(text).first()).toBeVisible();
      expect({ path, ...(await liveMarkup(page)) }).toEqual({ path, ran: null, handlers: 0, javascriptLinks: 0, injectedScripts: 0 });
    }
    // The idea's text is there to read, as typed.
    await page.goto(`/admin/ideas/${idea.id}`);
    await expect(page.getByText('<script>window.storedScriptRan=2</script>', { exact: false }).first()).toBeVisible();
    expect(dialogs).toEqual([]);
  } finally {
    await request.delete(`/api/admin/ideas/${idea.id}`, { headers });
    await request.delete(`/api/admin/projects/${project.id}/notes/${note.id}`, { headers });
    await request.delete(`/api/admin/users/${user.id}`, { headers });
  }
});
