// Strapi's panel: no check for new Strapi releases (a call to GitHub the content security policy refuses, and news
// for operators, not editors) and no tutorials.
export default {
  config: {
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap() {},
};
