/**
 * The service's own texts in the five locales: the newsletter confirmation email and the error
 * page a post without JavaScript gets. Field labels and error messages come from the site's UI
 * strings (src/i18n/ui/*.json, the other locales merged over English).
 */
import cn from '../../src/i18n/ui/cn.json' with { type: 'json' };
import de from '../../src/i18n/ui/de.json' with { type: 'json' };
import en from '../../src/i18n/ui/en.json' with { type: 'json' };
import jp from '../../src/i18n/ui/jp.json' with { type: 'json' };
import tw from '../../src/i18n/ui/tw.json' with { type: 'json' };
import { isLocale, type LocaleCode } from '../../src/i18n/locales.ts';

const UI: Record<LocaleCode, Record<string, string>> = { de, en, cn, jp, tw };

/** A UI string of the site in `locale`, English where it has none, else the key itself. */
export function uiText(locale: string, key: string): string {
  const code: LocaleCode = isLocale(locale) ? locale : 'en';
  return UI[code][key] ?? UI.en[key] ?? key;
}

interface ConfirmationText {
  subject: string;
  body: string;
  ignore: string;
}

const CONFIRMATION: Record<LocaleCode, ConfirmationText> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    body: 'Vielen Dank für Ihre Anmeldung zu unserem Newsletter. Bitte bestätigen Sie sie innerhalb von 48 Stunden mit diesem Link:',
    ignore: 'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.',
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    body: 'Thank you for subscribing to our newsletter. Please confirm your subscription within 48 hours with this link:',
    ignore: 'If you did not subscribe, simply ignore this email.',
  },
  cn: {
    subject: '请确认您的新闻订阅',
    body: '感谢您订阅我们的新闻。请在 48 小时内通过以下链接确认订阅：',
    ignore: '如果您没有订阅，请忽略此邮件。',
  },
  jp: {
    subject: 'ニュースレター登録の確認をお願いします',
    body: 'ニュースレターにご登録いただきありがとうございます。48 時間以内に次のリンクから登録を確認してください：',
    ignore: 'お心当たりのない場合は、このメールを無視してください。',
  },
  tw: {
    subject: '請確認您的電子報訂閱',
    body: '感謝您訂閱我們的電子報。請在 48 小時內透過以下連結確認訂閱：',
    ignore: '如果您沒有訂閱，請忽略此郵件。',
  },
};

export function confirmationText(locale: string): ConfirmationText {
  return CONFIRMATION[isLocale(locale) ? locale : 'en'];
}

interface ErrorPageText {
  title: string;
  intro: string;
  back: string;
  failed: string;
}

const ERROR_PAGE: Record<LocaleCode, ErrorPageText> = {
  de: {
    title: 'Bitte überprüfen Sie Ihre Angaben',
    intro:
      'Das Formular wurde nicht gesendet. Gehen Sie mit der Zurück-Taste Ihres Browsers zurück, um Ihre Eingaben zu behalten, und korrigieren Sie:',
    back: 'Zurück zum Formular',
    failed: 'Das Formular konnte nicht gesendet werden.',
  },
  en: {
    title: 'Please check your entries',
    intro: "The form was not sent. Go back with your browser's back button to keep your entries, and correct:",
    back: 'Back to the form',
    failed: 'The form could not be sent.',
  },
  cn: {
    title: '请检查您的输入',
    intro: '表单未发送。请使用浏览器的返回按钮返回以保留您的输入，并更正：',
    back: '返回表单',
    failed: '表单无法发送。',
  },
  jp: {
    title: '入力内容をご確認ください',
    intro: 'フォームは送信されませんでした。入力内容を保持するにはブラウザの戻るボタンで戻り、次の項目を修正してください：',
    back: 'フォームに戻る',
    failed: 'フォームを送信できませんでした。',
  },
  tw: {
    title: '請檢查您的輸入',
    intro: '表單未送出。請使用瀏覽器的返回按鈕返回以保留您的輸入，並更正：',
    back: '返回表單',
    failed: '表單無法送出。',
  },
};

export function errorPageText(locale: string): ErrorPageText {
  return ERROR_PAGE[isLocale(locale) ? locale : 'en'];
}
