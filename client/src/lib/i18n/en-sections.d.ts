// `app-en:<section>`: one section of the English catalogue (see catalogueSections in vite.config.ts).
declare module 'app-en:*' {
  type English = typeof import('../../../../common/src/locales/en/app.json');
  export const about: English['about'];
  export const account: English['account'];
  export const admin: English['admin'];
  export const assessment: English['assessment'];
  export const assessments: English['assessments'];
  export const auth: English['auth'];
  export const booking: English['booking'];
  export const chat: English['chat'];
  export const consent: English['consent'];
  export const contact: English['contact'];
  export const crisis: English['crisis'];
  export const dashboard: English['dashboard'];
  export const expertConsole: English['expertConsole'];
  export const experts: English['experts'];
  export const forms: English['forms'];
  export const help: English['help'];
  export const history: English['history'];
  export const landing: English['landing'];
  export const legal: English['legal'];
  export const measures: English['measures'];
  export const member: English['member'];
  export const notFound: English['notFound'];
  export const profile: English['profile'];
  export const room: English['room'];
  export const safetyPlan: English['safetyPlan'];
  export const shell: English['shell'];
  export const ui: English['ui'];
}

// `app-words:<section>`: names a section without its English words (catalogueSections); nothing at run time.
declare module 'app-words:*';
