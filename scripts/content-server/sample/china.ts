/**
 * The website records of the mainland Chinese site (fictional numbers of the sample): the ICP licence number the
 * Ministry of Industry and Information Technology (MIIT) gives a website hosted in mainland China, and the public
 * security record (公安备案). A site in mainland China shows both in its footer's bottom bar, linked to the
 * registries where a visitor can look them up; the company registration page repeats them.
 */

/** The ICP licence number (备案号 with the site's sequence number). */
export const icpLicence = {
  number: '沪ICP备2026012345号-1',
  url: 'https://beian.miit.gov.cn/',
} as const;

/** The public security record of the Shanghai police (沪公网安备), its number also in the registry's address. */
const psbCode = '31011502012345';
export const psbRecord = {
  number: `沪公网安备${psbCode}号`,
  url: `https://beian.mps.gov.cn/#/query/webSearch?code=${psbCode}`,
} as const;

/** The sample's WeChat official account (公众号), shown on its page with its QR code. */
export const wechatAccount = {
  name: 'Vantoro中国',
  id: 'Vantoro_China',
} as const;

/** The sample's Bilibili channel (the video platform mainland Chinese visitors use instead of YouTube). */
export const bilibiliChannel = 'https://space.bilibili.com/3546712345678901';
