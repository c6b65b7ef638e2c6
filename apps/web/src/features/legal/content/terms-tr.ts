import type { LegalDocument } from './legal-document';

/** terms-en.ts in Turkish; the two say the same. */
export const termsTr: LegalDocument = {
  title: 'Kullanım Koşulları',
  updated: 'Son güncelleme: 24 Kasım 2026',
  intro:
    'Bu koşullar, Kolekt’i çevrim içi mağazalardaki ürünleri koleksiyonlara kaydetmek, paylaşmak ve başkalarını takip etmek için kullandığınızda geçerlidir. Hesap oluşturarak bunları kabul etmiş olursunuz.',
  sections: [
    {
      heading: 'Hesabınız',
      items: [
        'Okuyabildiğiniz gerçek bir e-posta adresi verin: doğrulama, şifre sıfırlama ve e-posta değiştirme kodları oraya gider.',
        'Şifrenizi kimseyle paylaşmayın. Hesabınızla yapılanlardan siz sorumlusunuz.',
        'Şifrenizi ve e-posta adresinizi değiştirebilir, verilerinizi indirebilir ve hesabınızı istediğiniz zaman hesap ayarları sayfasından silebilirsiniz.',
      ],
      link: { to: '/settings/account', label: 'Hesap ayarları' },
    },
    {
      heading: 'Paylaştıklarınız',
      paragraphs: [
        'Herkese açık koleksiyonlarınızı, profilinizi ve herkese açık koleksiyonlardaki yorumlarınızı herkes görebilir. Hukuka aykırı, nefret içeren, taciz eden ya da başkasının özel bilgilerini içeren şeyler paylaşmayın; Kolekt’i istenmeyen ileti göndermek için kullanmayın.',
        'Yazdıklarınızın hakları sizde kalır. Siz onları ya da hesabınızı silene kadar Kolekt’in bunları hizmetin gerektirdiği kadar saklamasına ve göstermesine izin verirsiniz.',
      ],
    },
    {
      heading: 'Ürünler, fiyatlar ve analiz',
      paragraphs: [
        'Ürün bilgileri mağazaların kendi sayfalarından gelir ve yanlış ya da eski olabilir; geçerli olan, mağazanın sitesindeki fiyat ve stoktur. Kolekt bir şey satmaz; satın alma sizinle mağaza arasındadır.',
        'Ürün analizi otomatik olarak üretilir ve yanılabilir. Onu bir tavsiye değil, bir ipucu olarak görün.',
      ],
    },
    {
      heading: 'Adil kullanım',
      paragraphs: [
        'Hesaplara izinsiz girmeye, hizmeti aşırı yüklemeye ya da sınırlarını aşmaya çalışmayın. Sınırların ötesindeki istekler bir süre reddedilir.',
      ],
    },
    {
      heading: 'Hizmet',
      paragraphs: [
        'Kolekt olduğu gibi, herhangi bir garanti olmadan sunulur. Hizmeti erişilebilir ve verilerinizi güvende tutmak için çalışırız, ancak hiç kesilmeyeceğine söz veremeyiz.',
        'Bu koşulları değiştirebiliriz; yukarıdaki tarih geçerli sürümü gösterir. Bir değişikliği kabul etmezseniz verilerinizi dışa aktarıp hesabınızı silebilirsiniz.',
        'Verilerinizin nasıl işlendiği Gizlilik Politikası’nda anlatılır.',
      ],
      link: { to: '/privacy', label: 'Gizlilik Politikası' },
    },
  ],
};
