/**
 * The fixed texts of the sample's PDF documents (./pdf.ts) in each of the five languages: labels, headings, the
 * page count and the few sentences about the company, which read the facts (./facts.ts).
 */
import { company, count, type Lang } from './facts.ts';
import type { AllLanguages } from './text.ts';

/** The fixed texts of a document in each language. */
export const WORDS: Record<
  Lang,
  {
    iso: string;
    datasheet: string;
    document: string;
    report: string;
    atAGlance: string;
    keyFacts: string;
    specifications: string;
    specNote: string;
    about: string;
    offices: string;
    phone: string;
    fax: string;
    email: string;
    headquarters: string;
    page: (page: number, pages: number) => string;
  }
> = {
  de: {
    iso: 'de-DE',
    datasheet: 'Datenblatt',
    document: 'Dokument',
    report: 'Finanzbericht',
    atAGlance: 'Auf einen Blick',
    keyFacts: 'Kennzahlen und Fakten',
    specifications: 'Technische Daten',
    specNote: 'Typische Werte, gemessen im Vantoro-Anwendungslabor; Genauigkeiten als 3σ. Technische Änderungen vorbehalten.',
    about: 'Über Vantoro',
    offices: 'Standorte',
    phone: 'Telefon',
    fax: 'Fax',
    email: 'E-Mail',
    headquarters: 'Hauptsitz',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  en: {
    iso: 'en',
    datasheet: 'Datasheet',
    document: 'Document',
    report: 'Financial report',
    atAGlance: 'At a glance',
    keyFacts: 'Key facts',
    specifications: 'Specifications',
    specNote:
      'Figures are typical values, measured in the Vantoro application lab; accuracies are given as 3σ. Technical data subject to change.',
    about: 'About Vantoro',
    offices: 'Offices',
    phone: 'Phone',
    fax: 'Fax',
    email: 'Email',
    headquarters: 'Headquarters',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  cn: {
    iso: 'zh-CN',
    datasheet: '产品数据表',
    document: '文件',
    report: '财务报告',
    atAGlance: '概览',
    keyFacts: '要点',
    specifications: '技术参数',
    specNote: '数据为 Vantoro 应用实验室测得的典型值；精度以 3σ 表示。技术参数如有变更，恕不另行通知。',
    about: '关于 Vantoro',
    offices: '办事处',
    phone: '电话',
    fax: '传真',
    email: '电子邮件',
    headquarters: '总部',
    page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
  },
  jp: {
    iso: 'ja',
    datasheet: 'データシート',
    document: '資料',
    report: '財務報告',
    atAGlance: '概要',
    keyFacts: '主な特長',
    specifications: '仕様',
    specNote: '数値はVantoroアプリケーションラボで測定した代表値です。精度は3σで表記しています。仕様は予告なく変更されることがあります。',
    about: 'Vantoroについて',
    offices: '拠点',
    phone: '電話',
    fax: 'FAX',
    email: 'メール',
    headquarters: '本社',
    page: (page, pages) => `${page} / ${pages} ページ`,
  },
  tw: {
    iso: 'zh-TW',
    datasheet: '產品規格表',
    document: '文件',
    report: '財務報告',
    atAGlance: '概覽',
    keyFacts: '重點',
    specifications: '技術規格',
    specNote: '數據為 Vantoro 應用實驗室測得的典型值；精度以 3σ 表示。技術規格如有變更，恕不另行通知。',
    about: '關於 Vantoro',
    offices: '據點',
    phone: '電話',
    fax: '傳真',
    email: '電子郵件',
    headquarters: '總部',
    page: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
  },
};

/** The company in a few sentences, from the facts (founding year, staff, nations, countries). */
export function aboutText(lang: Lang): string {
  const staff = count(company.employees, lang);
  switch (lang) {
    case 'de':
      return `Die Vantoro Process Systems SE, ${company.founded} in Garching bei München gegründet, entwickelt und fertigt Anlagen für Lithografie, Belackung, Bonden und Messtechnik für die Halbleiter- und Mikrosystemtechnik. ${staff} Mitarbeiterinnen und Mitarbeiter aus ${company.nations} Nationen arbeiten am Hauptsitz in Garching und in Austin, Yokohama, Hsinchu und Shanghai; ihre Anlagen sind in über ${company.countries} Ländern im Einsatz.`;
    case 'cn':
      return `Vantoro Process Systems SE 于 ${company.founded} 年在慕尼黑附近的加兴创立，为半导体和微系统制造开发并制造光刻、涂胶、键合和量测设备。来自 ${company.nations} 个国家的 ${staff} 名员工在加兴总部以及奥斯汀、横滨、新竹和上海工作；其设备遍布 ${company.countries} 多个国家。`;
    case 'jp':
      return `Vantoro Process Systems SEは${company.founded}年にミュンヘン近郊のガルヒンクで創業し、半導体・マイクロシステム製造向けのリソグラフィ、コーティング、接合、計測装置を開発・製造しています。${company.nations}か国出身の${staff}名の従業員がガルヒンク本社とオースティン、横浜、新竹、上海で働き、装置は${company.countries}か国以上で使用されています。`;
    case 'tw':
      return `Vantoro Process Systems SE 於 ${company.founded} 年在慕尼黑近郊的加興創立，為半導體與微系統製造開發並製造微影、塗佈、鍵合與量測設備。來自 ${company.nations} 個國家的 ${staff} 名員工在加興總部以及奧斯汀、橫濱、新竹與上海工作；其設備遍及 ${company.countries} 多個國家。`;
    default:
      return `Vantoro Process Systems SE, founded in ${company.founded} in Garching near Munich, develops and builds lithography, coating, bonding and metrology equipment for semiconductor and microsystems manufacturing. ${staff} employees from ${company.nations} nations work at the headquarters in Garching and in Austin, Yokohama, Hsinchu and Shanghai; its systems are in use in more than ${company.countries} countries.`;
  }
}

const KEYS: Record<Lang, keyof AllLanguages> = { de: 'german', en: 'english', cn: 'chinese', jp: 'japanese', tw: 'taiwanese' };
/** A text of the facts in the document's language, else in English. */
export const inLanguage = (text: AllLanguages, lang: Lang): string => text[KEYS[lang]] ?? text.english ?? '';
