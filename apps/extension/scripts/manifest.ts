/** The extension's texts the browser itself shows (store listing, toolbar, context menu). */
export const browserTexts = {
  tr: {
    extName: 'Kolekt',
    extDescription: 'Bulunduğunuz mağaza sayfasındaki ürünü Kolekt koleksiyonlarınıza kaydedin.',
    actionTitle: "Kolekt'e kaydet",
    menuSavePage: "Kolekt'e kaydet",
    menuSaveLink: "Bağlantıyı Kolekt'e kaydet",
  },
  en: {
    extName: 'Kolekt',
    extDescription: 'Save the product on the shop page you are on to your Kolekt collections.',
    actionTitle: 'Save to Kolekt',
    menuSavePage: 'Save to Kolekt',
    menuSaveLink: 'Save link to Kolekt',
  },
} as const;

const icon = 'icons/kolekt.png';
const icons = { 16: icon, 32: icon, 48: icon, 128: icon };

/**
 * Manifest V3 for Chromium browsers and Firefox: Chromium runs `service_worker`, Firefox runs
 * `scripts` (the same classic script). `<all_urls>` because products and shop searches can be on
 * any site (decision 0013).
 */
export function buildManifest(version: string) {
  return {
    manifest_version: 3,
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'tr',
    version,
    icons,
    action: {
      default_popup: 'popup.html',
      default_title: '__MSG_actionTitle__',
      default_icon: icons,
    },
    options_ui: { page: 'options.html', open_in_tab: true },
    background: { service_worker: 'background.js', scripts: ['background.js'] },
    permissions: ['storage', 'scripting', 'contextMenus', 'activeTab', 'tabs'],
    host_permissions: ['<all_urls>'],
    browser_specific_settings: {
      gecko: { id: 'extension@kolekt.app', strict_min_version: '128.0' },
    },
  };
}
