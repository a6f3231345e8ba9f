/** Whether the area has offered its trial to this user already: the prompt comes once per user and product. */
const key = (userId: number | string, productId: string) => `platform.trialPrompt.${userId}.${productId}`;

export function trialPromptShown(userId: number | string, productId: string): boolean {
  try {
    return localStorage.getItem(key(userId, productId)) !== null;
  } catch {
    return true; // storage blocked: better never than every time
  }
}

export function rememberTrialPrompt(userId: number | string, productId: string): void {
  try {
    localStorage.setItem(key(userId, productId), new Date().toISOString());
  } catch {
    // Storage blocked: the prompt may come again next time, nothing worse.
  }
}
