/**
 * UI strings (Translation entries, keyed by BackendName) and the Maintained single, whose
 * translationTable holds the same strings as JSON per locale code (missing ones left out,
 * so the English fallback applies).
 */
import type { SeedBuilder } from './ids.ts';
import { t, type AllLanguages } from './text.ts';

type Row = [string, string, string, string | null, string | null, string | null];

/** [BackendName, de, en, cn, jp, tw] */
const uiStrings: Row[] = [
  ['readMore', 'Weiterlesen', 'Read more', '阅读更多', '続きを読む', '閱讀更多'],
  ['download', 'Herunterladen', 'Download', '下载', 'ダウンロード', '下載'],
  ['downloads', 'Downloads', 'Downloads', '下载', 'ダウンロード', '下載'],
  ['backToOverview', 'Zurück zur Übersicht', 'Back to overview', '返回概览', '一覧に戻る', '返回總覽'],
  ['backToHome', 'Zur Startseite', 'Back to home page', '返回首页', 'ホームへ戻る', '返回首頁'],
  ['pageNotFound', 'Diese Seite konnte nicht gefunden werden', 'This page could not be found', '找不到该页面', 'このページは見つかりませんでした', '找不到此頁面'],
  ['errorPageFailed', 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', 'An error occurred while showing the error page', '显示错误页面时出错', 'エラーページの表示中にエラーが発生しました', '顯示錯誤頁面時發生錯誤'],
  ['contentInEnglishNotice', 'Dieser Inhalt ist nur auf Englisch verfügbar.', 'This content is shown in English.', '此内容仅提供英文版本。', 'このコンテンツは英語で表示されています。', '此內容僅提供英文版本。'],
  ['menu', 'Menü', 'Menu', '菜单', 'メニュー', '選單'],
  ['back', 'Zurück', 'Back', '返回', '戻る', '返回'],
  ['close', 'Schließen', 'Close', '关闭', '閉じる', '關閉'],
  ['language', 'Sprache', 'Language', '语言', '言語', '語言'],
  ['previousPage', 'Vorherige Seite', 'Previous page', '上一页', '前のページ', '上一頁'],
  ['nextPage', 'Nächste Seite', 'Next page', '下一页', '次のページ', '下一頁'],
  ['publishedOn', 'Veröffentlicht am', 'Published on', '发布日期', '公開日', '發布日期'],
  ['news', 'News', 'News', '新闻', 'ニュース', '新聞'],
  ['productsAndTechnologyNews', 'Produkt- und Technologienachrichten', 'Products and technology news', '产品与技术新闻', '製品・技術ニュース', '產品與技術新聞'],
  ['technicalPublications', 'Technische Publikationen', 'Technical publications', '技术出版物', '技術資料', '技術出版品'],
  ['investorRelations', 'Investor Relations', 'Investor Relations', '投资者关系', '投資家情報', '投資人關係'],
  ['adhocReleases', 'Ad-hoc-Meldungen', 'Ad-hoc releases', null, null, null],
  ['financialReports', 'Finanzberichte', 'Financial reports', null, null, null],
  ['votingRights', 'Stimmrechtsmitteilungen', 'Voting rights notifications', null, null, null],
  ['totalVotingRights', 'Gesamtstimmrechte', 'Total voting rights', null, null, null],
  ['pressReleases', 'Pressemitteilungen', 'Press releases', '新闻稿', 'プレスリリース', '新聞稿'],
  ['financialCalendar', 'Finanzkalender', 'Financial calendar', null, null, null],
  ['directorsDealings', 'Directors’ Dealings', 'Directors’ dealings', null, null, null],
  ['automated', 'Automatisiert', 'Automated', '全自动', '全自動', '全自動'],
  ['semiAutomated', 'Halbautomatisch', 'Semi-automated', '半自动', '半自動', '半自動'],
  ['manual', 'Manuell', 'Manual', '手动', '手動', '手動'],
  ['highlights', 'Highlights', 'Highlights', '亮点', '特長', '亮點'],
  ['details', 'Technische Details', 'Technical details', '技术参数', '技術仕様', '技術規格'],
  ['options', 'Optionen', 'Options', '选配', 'オプション', '選配'],
  ['availableFor', 'Verfügbar für', 'Available for', '适用于', '対応機種', '適用於'],
  ['relatedNews', 'Passende News', 'Related news', '相关新闻', '関連ニュース', '相關新聞'],
  ['locations', 'Standorte', 'Locations', '分支机构', '拠点', '據點'],
  ['events', 'Veranstaltungen', 'Events', '活动', 'イベント', '活動'],
  ['openPositions', 'Offene Stellen', 'Open positions', '招聘职位', '募集職種', '職缺'],
  ['phone', 'Telefon', 'Phone', '电话', '電話', '電話'],
  ['fax', 'Fax', 'Fax', '传真', 'FAX', '傳真'],
  ['email', 'E-Mail', 'Email', '电子邮件', 'メール', '電子郵件'],
  ['form.interestedIn', 'Interessiert an', 'Interested in', '感兴趣的领域', 'ご関心のある分野', '感興趣的領域'],
  ['form.productLine', 'Produktlinie', 'Product line', '产品线', '製品ライン', '產品線'],
  ['form.requestType', 'Art der Anfrage', 'Request type', '咨询类型', 'お問い合わせの種類', '諮詢類型'],
  ['form.machineType', 'Anlagentyp', 'Machine type', '设备型号', '装置タイプ', '設備型號'],
  ['form.product', 'Produkt', 'Product', '产品', '製品', '產品'],
  ['form.serialNumber', 'Seriennummer', 'Serial number', '序列号', 'シリアル番号', '序號'],
  ['form.salutation', 'Anrede', 'Salutation', '称谓', '敬称', '稱謂'],
  ['form.mr', 'Herr', 'Mr', '先生', '様（男性）', '先生'],
  ['form.ms', 'Frau', 'Ms', '女士', '様（女性）', '女士'],
  ['form.firstName', 'Vorname', 'First name', '名', '名', '名'],
  ['form.lastName', 'Nachname', 'Last name', '姓', '姓', '姓'],
  ['form.company', 'Unternehmen', 'Company', '公司', '会社名', '公司'],
  ['form.zipCode', 'PLZ', 'ZIP code', '邮政编码', '郵便番号', '郵遞區號'],
  ['form.city', 'Ort', 'City', '城市', '市区町村', '城市'],
  ['form.country', 'Land', 'Country', '国家/地区', '国', '國家/地區'],
  ['form.message', 'Nachricht', 'Message', '留言', 'メッセージ', '留言'],
  ['form.newsletterOptIn', 'Ich möchte den Newsletter erhalten.', 'I would like to receive the newsletter.', '我希望订阅新闻通讯。', 'ニュースレターを受け取る', '我希望訂閱電子報。'],
  ['form.chinaConsent', 'Ich willige in die Übermittlung meiner Daten nach Deutschland ein.', 'I consent to my data being transferred to Germany.', '我同意将我的个人信息传输至德国。', 'ドイツへの個人データの移転に同意します。', '我同意將我的個人資料傳輸至德國。'],
  ['form.submit', 'Absenden', 'Send', '提交', '送信', '送出'],
  ['requestType.quote', 'Angebot', 'Quote', '报价', 'お見積り', '報價'],
  ['requestType.spareParts', 'Ersatzteile', 'Spare parts', '备件', 'スペアパーツ', '備品'],
  ['requestType.support', 'Technischer Support & Service', 'Technical support & service', '技术支持与服务', '技術サポート・サービス', '技術支援與服務'],
  ['requestType.training', 'Schulung', 'Training', '培训', 'トレーニング', '培訓'],
  ['requestType.remanufactured', 'Generalüberholte Anlagen', 'Remanufactured equipment', '再制造设备', '再生装置', '再製造設備'],
  ['productLine.maskAligner', 'Mask Aligner', 'Mask aligner', '掩模对准曝光机', 'マスクアライナー', '光罩對準曝光機'],
  ['productLine.projectionScanner', 'Projektionsscanner', 'Projection scanner', '投影扫描曝光机', '投影スキャナー', '投影掃描曝光機'],
  ['productLine.coaterDeveloper', 'Schleuder-/Sprühbelacker und Entwickler', 'Spin/spray coater-developer', '旋涂/喷涂涂胶显影设备', 'スピン／スプレーコーター・デベロッパー', '旋塗/噴塗塗佈顯影設備'],
  ['productLine.waferBonder', 'Wafer-Bonder', 'Wafer bonder', '晶圆键合机', 'ウェーハボンダー', '晶圓鍵合機'],
  ['productLine.photomask', 'Fotomasken-Systeme', 'Photomask equipment', '光掩模设备', 'フォトマスク装置', '光罩設備'],
  ['productLine.metrology', 'Messsysteme', 'Metrology systems', '量测系统', '計測システム', '量測系統'],
  ['productLine.inkjet', 'Tintenstrahldruck', 'Inkjet printing', '喷墨打印', 'インクジェット印刷', '噴墨列印'],
  ['productLine.cluster', 'Lithografie-Cluster', 'Lithography cluster', '光刻集群', 'リソグラフィクラスター', '微影叢集'],
  ['productLine.wet', 'Nassprozesse', 'Wet processing', '湿法工艺', 'ウェットプロセス', '濕式製程'],
  ['productLine.microOptics', 'Mikrooptik', 'Micro optics', '微光学', 'マイクロオプティクス', '微光學'],
  ['productLine.others', 'Sonstiges', 'Others', '其他', 'その他', '其他'],
  ['affiliation.private', 'Privatanleger', 'Private investor', '个人投资者', '個人投資家', '個人投資人'],
  ['affiliation.institutional', 'Institutioneller Investor', 'Institutional investor', '机构投资者', '機関投資家', '機構投資人'],
  ['affiliation.analyst', 'Analyst', 'Analyst', '分析师', 'アナリスト', '分析師'],
  ['affiliation.journalist', 'Journalist', 'Journalist', '记者', 'ジャーナリスト', '記者'],
  ['affiliation.other', 'Sonstige', 'Other', '其他', 'その他', '其他'],
  ['investor.annualReportByPost', 'Geschäftsbericht per Post', 'Annual report by post', '邮寄年报', '年次報告書の郵送', '郵寄年報'],
  ['investor.newsService', 'News-Service per E-Mail', 'News service by email', '电子邮件新闻服务', 'メールニュースサービス', '電子郵件新聞服務'],
  ['newsletter.subscribe', 'Abonnieren', 'Subscribe', '订阅', '購読する', '訂閱'],
  ['newsletter.privacyHint', 'Abmeldung jederzeit möglich.', 'You can unsubscribe at any time.', '可随时取消订阅。', 'いつでも購読を解除できます。', '可隨時取消訂閱。'],
  ['annualReportNotice', 'Der Geschäftsbericht 2026 erscheint am 25. März 2027.', 'The Annual Report 2026 will be published on 25 March 2027.', '2026 年报将于 2027 年 3 月 25 日发布。', '2026年度年次報告書は2027年3月25日に公開予定です。', '2026 年報將於 2027 年 3 月 25 日發布。'],
];

const toAll = (row: Row): AllLanguages => t(row[1], row[2], row[3], row[4], row[5]);

export function addTranslations(b: SeedBuilder): void {
  for (const row of uiStrings) b.add('Translation', row[0], { BackendName: row[0], translation: toAll(row) });
  const locales: Record<string, Record<string, string>> = { de: {}, en: {}, cn: {}, jp: {}, tw: {} };
  const codes = ['de', 'en', 'cn', 'jp', 'tw'] as const;
  for (const row of uiStrings) {
    codes.forEach((code, i) => {
      const value = row[i + 1];
      if (value !== null) locales[code][row[0]] = value;
    });
  }
  b.single('Maintained', { translationTable: { maintained: true, fallback: 'en', locales } });
}
