/** News overview, image archive, the error page content and a draft page. */
import type { SeedBuilder } from '../ids.ts';
import { img, imageSpecs } from '../images.ts';
import { productPageRef } from '../products/index.ts';
import { wechatAccount } from '../china.ts';
import { md, t } from '../text.ts';
import {
  addPage, imageArchive, pageMetaNavigation, pageRef, productHighlights, productsOnPage, renderHtml, textareaAll, textWithImage,
} from './blocks.ts';

const DRAFT_PAGE_SLUG = 'vorschau-neues-system';

export function addMiscPages(b: SeedBuilder): void {
  addPage(b, {
    slug: 'news',
    internationalSlug: 'news',
    BackendName: 'News: overview',
    // The overview lists the newest entries of each news list below this text (and the footer has the
    // newsletter form): teaser blocks of the same articles here would show them twice.
    Headline: t('News', 'News', '新闻', 'ニュース', '新聞'),
    content: [
      textareaAll(t(
        'Neuigkeiten zu Produkten und Technologien, Fachbeiträge unseres Anwendungsteams und Termine.',
        'News about products and technologies, technical papers from our application team, and upcoming dates.',
        '产品与技术新闻、应用团队的技术文章以及活动日程。',
        '製品・技術ニュース、アプリケーションチームの技術資料、今後の予定。',
        '產品與技術新聞、應用團隊的技術文章以及活動日程。',
      )),
    ],
  });

  addPage(b, {
    slug: 'bildarchiv',
    internationalSlug: 'image-archive',
    BackendName: 'Image archive',
    Headline: t('Bildarchiv', 'Image Archive', '图片库', '画像アーカイブ', '圖片庫'),
    content: [
      textareaAll(t(
        'Bilder für redaktionelle Zwecke. Bitte geben Sie als Quelle „Vantoro“ an.',
        'Images for editorial use. Please credit “Vantoro” as the source.',
        '图片可用于编辑用途，请注明来源“Vantoro”。',
        '報道目的でご利用いただける画像です。出典として「Vantoro」と明記してください。',
        '圖片可用於編輯用途，請註明來源「Vantoro」。',
      )),
      imageArchive(
        t('Anlagen und Anwendungen', 'Systems and applications', '设备与应用', '装置とアプリケーション', '設備與應用'),
        imageSpecs().filter((s) => s.press).map((s) => img(b, s.key)),
        'archive',
      ),
    ],
  });

  addPage(b, {
    slug: '404-error-page',
    internationalSlug: '404-error-page',
    BackendName: 'Error page (404)',
    Headline: t('Seite nicht gefunden', 'Page not found', '页面未找到', 'ページが見つかりません', '找不到頁面'),
    content: [
      textareaAll(t(
        md('Die Adresse ist vielleicht veraltet oder falsch geschrieben.', 'Zurück zur [Startseite](/de/) oder direkt zu unseren [Produkten und Lösungen](/de/produkte-loesungen).'),
        md('The address may be outdated or mistyped.', 'Go back to the [home page](/en/) or straight to our [products and solutions](/en/products-solutions).'),
        md('该地址可能已过期或输入有误。', '返回[首页](/cn/)，或直接查看我们的[产品与解决方案](/cn/products-solutions)。'),
        md('アドレスが古いか、入力に誤りがある可能性があります。', '[ホーム](/jp/)に戻るか、[製品とソリューション](/jp/products-solutions)をご覧ください。'),
        md('該網址可能已過期或輸入有誤。', '返回[首頁](/tw/)，或直接查看我們的[產品與解決方案](/tw/products-solutions)。'),
      )),
      pageMetaNavigation(t('Beliebte Seiten', 'Popular pages', '热门页面', 'よく見られているページ', '熱門頁面'), [
        { label: t('Produkte und Lösungen', 'Products and Solutions', '产品与解决方案', '製品とソリューション', '產品與解決方案'), page: pageRef(b, 'produkte-loesungen') },
        { label: t('Kontakt', 'Contact', '联系我们', 'お問い合わせ', '聯絡我們'), page: pageRef(b, 'kontakt') },
        { label: t('News', 'News', '新闻', 'ニュース', '新聞'), page: pageRef(b, 'news') },
      ]),
    ],
  });

  // The WeChat official account, linked from the cn footer (a WeChat user scans the QR code with the app).
  addPage(b, {
    slug: 'wechat',
    internationalSlug: 'wechat',
    BackendName: 'Social: WeChat official account',
    Headline: t('WeChat', 'WeChat', '微信公众号', 'WeChat公式アカウント', '微信公眾號'),
    content: [
      textWithImage(
        t(
          md(`## ${wechatAccount.name}`, `Scannen Sie den QR-Code mit WeChat, um dem offiziellen Konto von Vantoro in China zu folgen: Produktneuheiten, Termine und Fachbeiträge auf Chinesisch.`, `WeChat-ID: ${wechatAccount.id}`),
          md(`## ${wechatAccount.name}`, `Scan the QR code with WeChat to follow Vantoro's official account in China: product news, events and technical articles in Chinese.`, `WeChat ID: ${wechatAccount.id}`),
          md(`## ${wechatAccount.name}`, '打开微信“扫一扫”，扫描二维码即可关注 Vantoro 官方公众号，获取产品动态、活动信息和技术文章。', `也可在微信中搜索公众号：${wechatAccount.name}（微信号：${wechatAccount.id}）。`),
          md(`## ${wechatAccount.name}`, 'WeChatでQRコードを読み取ると、Vantoroの中国向け公式アカウントをフォローできます。製品ニュース、イベント、技術記事を中国語でお届けします。', `WeChat ID：${wechatAccount.id}`),
          md(`## ${wechatAccount.name}`, '開啟微信「掃一掃」，掃描 QR Code 即可關注 Vantoro 中國官方公眾號，取得產品動態、活動資訊與技術文章（簡體中文）。', `微信號：${wechatAccount.id}`),
        ),
        img(b, 'wechat-qr'),
        'right',
      ),
    ],
  });

  // A draft: published_at null, so LIVE hides it and PREVIEW shows it.
  addPage(b, {
    slug: DRAFT_PAGE_SLUG,
    internationalSlug: 'preview-new-system',
    BackendName: 'Draft: upcoming system teaser',
    Headline: t('Vorschau: das nächste Bond-System', 'Preview: the next bonding system', '预览：下一代键合系统', 'プレビュー：次世代接合システム', '預覽：下一代鍵合系統'),
    pageCategory: 'ProductsAndSolutions',
    published_at: null,
    content: [
      textWithImage(
        t(
          'Noch nicht veröffentlicht: Die nächste Generation des Hybridbond-Clusters.',
          'Not yet published: the next generation of the hybrid bonding cluster.',
          '尚未发布：下一代混合键合集群。',
          '未公開：次世代ハイブリッドボンディングクラスター。',
          '尚未發布：下一代混合鍵合叢集。',
        ),
        img(b, 'news-bond'),
        'right',
      ),
      productHighlights(t('Was kommt', 'What is coming', '即将推出', '今後の展開', '即將推出'), [t('Pitch unter 500 nm', 'Pitch below 500 nm', '间距小于 500 nm', '500 nm未満のピッチ', '間距小於 500 nm'), t('Die-to-Wafer-Option', 'Die-to-wafer option', '芯片对晶圆（D2W）选配', 'ダイ・ツー・ウェーハ（D2W）オプション', '晶粒對晶圓（D2W）選配')]),
      productsOnPage(t('Heute verfügbar', 'Available today', '现已上市', '現在の製品', '現已上市'), [productPageRef(b, 'xbc300-gen2')]),
      renderHtml('<p><em>Draft – embargoed until launch.</em></p>'),
    ],
  });
}
