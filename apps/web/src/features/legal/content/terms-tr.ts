import type { LegalDocument } from './legal-document';

/** terms-en.ts in Turkish; the two say the same. */
export const termsTr: LegalDocument = {
  title: 'Kullanım Koşulları',
  updated: 'Son güncelleme: 24 Kasım 2026',
  intro:
    'Bu koşullar, Kolekt’i çevrim içi mağazalardaki ürünleri koleksiyonlara kaydetmek, paylaşmak ve başkalarını takip etmek için kullandığında geçerlidir. Hesap oluşturarak bunları kabul etmiş olursun.',
  sections: [
    {
      heading: 'Hesabın',
      items: [
        'Okuyabildiğin gerçek bir e-posta adresi ver: doğrulama, şifre sıfırlama ve e-posta değiştirme kodları oraya gider.',
        'Şifreni kimseyle paylaşma. Hesabınla yapılanlardan sen sorumlusun.',
        'Şifreni ve e-posta adresini değiştirebilir, verilerini indirebilir ve hesabını istediğin zaman hesap ayarları sayfasından silebilirsin.',
      ],
      link: { to: '/settings/account', label: 'Hesap ayarları' },
    },
    {
      heading: 'Paylaştıkların',
      paragraphs: [
        'Herkese açık koleksiyonlarını, profilini ve herkese açık koleksiyonlardaki yorumlarını herkes görebilir. Hukuka aykırı, nefret içeren, taciz eden ya da başkasının özel bilgilerini içeren şeyler paylaşma; Kolekt’i istenmeyen ileti göndermek için kullanma.',
        'Yazdıklarının hakları sende kalır. Sen onları ya da hesabını silene kadar Kolekt’in bunları hizmetin gerektirdiği kadar saklamasına ve göstermesine izin verirsin.',
      ],
    },
    {
      heading: 'Ürünler, fiyatlar ve analiz',
      paragraphs: [
        'Ürün bilgileri mağazaların kendi sayfalarından gelir ve yanlış ya da eski olabilir; geçerli olan, mağazanın sitesindeki fiyat ve stoktur. Kolekt bir şey satmaz; satın alma seninle mağaza arasındadır.',
        'Ürün analizi otomatik olarak üretilir ve yanılabilir. Onu bir tavsiye değil, bir ipucu olarak gör.',
      ],
    },
    {
      heading: 'Adil kullanım',
      paragraphs: [
        'Hesaplara izinsiz girmeye, hizmeti aşırı yüklemeye ya da sınırlarını aşmaya çalışma. Sınırların ötesindeki istekler bir süre reddedilir.',
      ],
    },
    {
      heading: 'Hizmet',
      paragraphs: [
        'Kolekt olduğu gibi, herhangi bir garanti olmadan sunulur. Hizmeti erişilebilir ve verilerini güvende tutmak için çalışırız, ancak hiç kesilmeyeceğine söz veremeyiz.',
        'Bu koşulları değiştirebiliriz; yukarıdaki tarih geçerli sürümü gösterir. Bir değişikliği kabul etmezsen verilerini dışa aktarıp hesabını silebilirsin.',
        'Verilerinin nasıl işlendiği Gizlilik Politikası’nda anlatılır.',
      ],
      link: { to: '/privacy', label: 'Gizlilik Politikası' },
    },
  ],
};
