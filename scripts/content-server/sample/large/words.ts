/** Phrase pools for synthetic content at scale (texts vary by a seeded random pick). */
import type { ProductCategoryName } from '../products/types.ts';

export const categoryPrefix: Record<ProductCategoryName, string> = {
  CoaterAndDeveloper: 'CX',
  InkjetPrinting: 'JX',
  MaskAligner: 'MX',
  Metrology: 'DM',
  WaferBonder: 'BX',
  PhotomaskEquipment: 'PX',
  ProjectionScanner: 'SX',
};

export const categoryNouns: Record<ProductCategoryName, [string, string]> = {
  CoaterAndDeveloper: ['Belackungssystem', 'coating system'],
  InkjetPrinting: ['Inkjet-Drucksystem', 'inkjet printing system'],
  MaskAligner: ['Mask Aligner', 'mask aligner'],
  Metrology: ['Messsystem', 'metrology system'],
  WaferBonder: ['Bondsystem', 'bonding system'],
  PhotomaskEquipment: ['Maskenreinigungssystem', 'mask cleaning system'],
  ProjectionScanner: ['Projektionsscanner', 'projection scanner'],
};

export const substrates: Array<[string, string]> = [
  ['Wafer bis 150 mm', 'wafers up to 150 mm'],
  ['Wafer bis 200 mm', 'wafers up to 200 mm'],
  ['Wafer bis 300 mm', 'wafers up to 300 mm'],
  ['Glaspaneele bis 510 × 515 mm', 'glass panels up to 510 × 515 mm'],
  ['eckige Substrate bis 9 Zoll', 'square substrates up to 9 inches'],
];

export const applications: Array<[string, string]> = [
  ['MEMS', 'MEMS'],
  ['Advanced Packaging', 'advanced packaging'],
  ['Leistungshalbleiter', 'power devices'],
  ['Verbindungshalbleiter', 'compound semiconductors'],
  ['Mikrooptik', 'micro-optics'],
  ['Photonik', 'photonics'],
  ['3D-Integration', '3D integration'],
];

/** News topics: [de, en, cn, jp, tw]. */
export const newsTopics: Array<[string, string, string, string, string]> = [
  ['Neues Anwendungslabor eröffnet', 'New application lab opens', '新应用实验室启用', '新アプリケーションラボを開設', '新應用實驗室啟用'],
  ['Software-Update für die Rezeptverwaltung', 'Software update for recipe management', '配方管理软件更新', 'レシピ管理ソフトウェアを更新', '配方管理軟體更新'],
  ['Kooperation mit einem Forschungsinstitut', 'Cooperation with a research institute', '与研究机构开展合作', '研究機関との協業を開始', '與研究機構展開合作'],
  ['Rekord beim Durchsatz', 'Throughput record', '产能创纪录', 'スループットの新記録', '產能創新高'],
  ['Neue Prozessoption verfügbar', 'New process option available', '新工艺选项上市', '新しいプロセスオプションを提供開始', '新製程選項上市'],
  ['Auszeichnung für Energieeffizienz', 'Award for energy efficiency', '荣获能效奖', 'エネルギー効率賞を受賞', '榮獲能源效率獎'],
  ['Servicezentrum erweitert', 'Service centre expanded', '服务中心扩建', 'サービスセンターを拡張', '服務中心擴建'],
];

export const irTitles: Record<string, [string, string]> = {
  adhocReleases: ['Ad-hoc-Mitteilung', 'Ad-hoc release'],
  financialReports: ['Finanzbericht', 'Financial report'],
  votingRights: ['Stimmrechtsmitteilung', 'Voting rights notification'],
  totalVotingRights: ['Gesamtzahl der Stimmrechte', 'Total number of voting rights'],
  financialCalendar: ['Finanztermin', 'Financial calendar date'],
  directorsDealings: ['Eigengeschäft von Führungskräften', "Managers' transaction"],
  press: ['Pressemitteilung', 'Press release'],
};
