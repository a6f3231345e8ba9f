/** 'demo' (the default) seeds sample accounts and ideas; 'production' seeds nothing but the first administrator and asks more of them (two-factor sign-in). */
export function platformMode(): 'demo' | 'production' {
  return process.env.PLATFORM_MODE === 'production' ? 'production' : 'demo';
}
