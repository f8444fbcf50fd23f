/**
 * Older and newer products-and-technology news (newsMainCategory corporateNews), in all five
 * languages: with them the list runs over two pages and five years, as a maker's news archive
 * does, so its paging and year filter are seen on the sample site. Added after every other article
 * of the sample, so the ids of the others stay as they were. Figures agree with the products'
 * specification tables (../products/specs.ts).
 */
import { t } from '../text.ts';
import type { NewsDef } from './types.ts';

export const corporateNewsArchive: NewsDef[] = [
  {
    key: 'cn-mjb4-university-program',
    slug: 'mjb4-university-program',
    date: '2022-03-15',
    main: 'corporateNews',
    image: 'news-campus',
    headline: t(
      'Hochschulprogramm: MJB4 für Lehre und Forschung',
      'University programme: the MJB4 for teaching and research',
      '高校计划：用于教学与科研的 MJB4',
      '大学プログラム：教育・研究向けMJB4',
      '大學計畫：用於教學與研究的 MJB4',
    ),
    content: t(
      'Hochschulen in Europa und Asien erhalten den manuellen Mask Aligner MJB4 zu Sonderkonditionen, mit Schulung für Lehrende und einem Praktikumsskript zur Kontaktbelichtung. Zwölf Reinräume von Universitäten nehmen im ersten Jahr teil.',
      'Universities in Europe and Asia receive the MJB4 manual mask aligner on special terms, with training for teaching staff and a lab course on contact exposure. Twelve university cleanrooms take part in the first year.',
      '欧洲和亚洲的高校可以优惠条件获得 MJB4 手动光刻机，并附带教师培训和接触式曝光实验课程。首年共有十二所大学的洁净室参与。',
      '欧州とアジアの大学は、手動マスクアライナーMJB4を特別条件で導入でき、教員向けトレーニングとコンタクト露光の実習テキストも提供されます。初年度は12大学のクリーンルームが参加します。',
      '歐洲與亞洲的大學可以優惠條件取得 MJB4 手動曝光機，並附帶教師培訓與接觸式曝光實驗課程。首年共有十二所大學的無塵室參與。',
    ),
  },
  {
    key: 'cn-hsinchu-demo-lab',
    slug: 'hsinchu-application-lab-opened',
    date: '2022-09-13',
    main: 'corporateNews',
    image: 'news-hsinchu',
    headline: t(
      'Neues Applikationslabor in Hsinchu',
      'New application lab in Hsinchu',
      '新竹应用实验室开幕',
      '新竹にアプリケーションラボを開設',
      '新竹應用實驗室開幕',
    ),
    content: t(
      'Im Wissenschaftspark Hsinchu hat Vantoro Taiwan ein Applikationslabor mit 300 m² Reinraum eröffnet. Kunden testen dort Bond- und Belackungsprozesse auf 300-mm-Wafern, ohne Muster nach Europa zu schicken.',
      'Vantoro Taiwan has opened an application lab with 300 m² of cleanroom in the Hsinchu Science Park. Customers test bonding and coating processes on 300 mm wafers there without shipping samples to Europe.',
      'Vantoro 台湾在新竹科学园区开设了拥有 300 m² 洁净室的应用实验室。客户可在此对 300 mm 晶圆测试键合与涂胶工艺，无需将样品寄往欧洲。',
      'Vantoro台湾は新竹サイエンスパークに、300 m²のクリーンルームを備えたアプリケーションラボを開設しました。お客様はサンプルを欧州へ送ることなく、300 mmウェーハでボンディングとコーティングのプロセスを検証できます。',
      'Vantoro 台灣在新竹科學園區開設了擁有 300 m² 無塵室的應用實驗室。客戶可在此以 300 mm 晶圓測試鍵合與塗佈製程，無需將樣品寄往歐洲。',
    ),
  },
  {
    key: 'cn-hp8-temperature',
    slug: 'hp8-hot-plate-half-kelvin',
    date: '2024-11-19',
    main: 'corporateNews',
    image: 'news-hotplate',
    headline: t(
      'HP8: Heizplatte mit ± 0,5 K über die ganze Fläche',
      'HP8: a hot plate within ± 0.5 K across its surface',
      'HP8：整个表面温差在 ± 0.5 K 以内的热板',
      'HP8：全面で± 0.5 Kのホットプレート',
      'HP8：整個表面溫差在 ± 0.5 K 以內的熱板',
    ),
    content: t(
      'Die überarbeitete Heizplatte HP8 hält Wafer bis 200 mm auf ± 0,5 K genau auf Temperatur, bis 300 °C. Ein Näherungsspalt aus Keramikstiften schützt die Rückseite vor Partikeln.',
      'The redesigned HP8 hot plate keeps wafers up to 200 mm within ± 0.5 K of their set point, up to 300 °C. A proximity gap on ceramic pins keeps the wafer back side free of particles.',
      '经过重新设计的 HP8 热板可将最大 200 mm 的晶圆温度控制在设定值 ± 0.5 K 以内，最高 300 °C。陶瓷销形成的接近间隙可防止晶圆背面沾染颗粒。',
      '新設計のホットプレートHP8は、200 mmまでのウェーハを設定値の± 0.5 K以内、最高300 °Cに保ちます。セラミックピンによるプロキシミティギャップがウェーハ裏面をパーティクルから守ります。',
      '經過重新設計的 HP8 熱板可將最大 200 mm 的晶圓溫度控制在設定值 ± 0.5 K 以內，最高 300 °C。陶瓷銷形成的接近間隙可防止晶圓背面沾附微粒。',
    ),
  },
  {
    key: 'cn-xbs200-mems',
    slug: 'xbs200-mems-vacuum-bonding',
    date: '2025-06-24',
    main: 'corporateNews',
    image: 'news-mems',
    headline: t(
      'XBS200 verschließt MEMS-Kavitäten im Vakuum',
      'XBS200 seals MEMS cavities in vacuum',
      'XBS200 在真空中密封 MEMS 腔体',
      'XBS200、MEMSキャビティを真空封止',
      'XBS200 在真空中密封 MEMS 腔體',
    ),
    content: t(
      'Eine neue Bondkammer des XBS200 erreicht 10⁻⁵ mbar, bevor die Wafer sich berühren. Hersteller von Drehratensensoren verschließen so Kavitäten auf Wafern bis 200 mm mit 15 Bondpaaren pro Stunde.',
      'A new bond chamber of the XBS200 reaches 10⁻⁵ mbar before the wafers touch. Makers of gyroscopes seal cavities on wafers up to 200 mm this way, at 15 bond pairs an hour.',
      'XBS200 的新型键合腔在晶圆接触前即可达到 10⁻⁵ mbar。陀螺仪制造商借此在最大 200 mm 的晶圆上密封腔体，产能为每小时 15 对键合。',
      'XBS200の新しいボンドチャンバーは、ウェーハが接触する前に10⁻⁵ mbarに達します。ジャイロセンサーのメーカーは、200 mmまでのウェーハのキャビティを毎時15ペアで封止できます。',
      'XBS200 的新型鍵合腔在晶圓接觸前即可達到 10⁻⁵ mbar。陀螺儀製造商藉此在最大 200 mm 的晶圓上密封腔體，產能為每小時 15 對鍵合。',
    ),
  },
  {
    key: 'cn-lp50-materials',
    slug: 'lp50-inkjet-material-screening',
    date: '2026-09-08',
    main: 'corporateNews',
    image: 'news-lab',
    headline: t(
      'LP50: Tinten testen, bevor sie in die Produktion gehen',
      'LP50: testing inks before they go into production',
      'LP50：在投产前测试墨水',
      'LP50：量産前にインクを評価',
      'LP50：在量產前測試墨水',
    ),
    content: t(
      'Mit einem Druckkopfwechsel in unter fünf Minuten prüft das Laborsystem LP50 neue Tinten auf Substraten bis 150 mm. Die Druckparameter lassen sich unverändert auf den JetX in der Fertigung übertragen.',
      'With a print head change in under five minutes, the LP50 lab system screens new inks on substrates up to 150 mm. The print settings carry over unchanged to the JetX in production.',
      'LP50 实验室系统可在五分钟内更换打印头，在最大 150 mm 的基板上筛选新墨水。打印参数可原样转移到生产线上的 JetX。',
      'ラボシステムLP50は5分以内でプリントヘッドを交換でき、150 mmまでの基板で新しいインクを評価します。印刷条件はそのまま量産ラインのJetXに移行できます。',
      'LP50 實驗室系統可在五分鐘內更換列印頭，於最大 150 mm 的基板上篩選新墨水。列印參數可原樣轉移至產線上的 JetX。',
    ),
  },
];
