import type { LegalDocument } from './legal-document';

/** privacy-en.ts in Turkish; the two say the same. */
export const privacyTr: LegalDocument = {
  title: 'Gizlilik Politikası',
  updated: 'Son güncelleme: 24 Kasım 2026',
  intro:
    'Bu sayfa Kolekt’in senin hakkında neleri sakladığını, neyi kime ve neden gönderdiğini, ne kadar tuttuğunu ve verilerini nasıl indirip sileceğini anlatır. Kolekt verilerini satmaz ve reklam göstermez.',
  sections: [
    {
      heading: 'Hesabın',
      items: [
        'Adın, soyadın, kullanıcı adın, e-posta adresin ve kullandığın dil.',
        'Şifren, yalnızca Argon2id özeti olarak; biz de dahil kimse onu geri okuyamaz.',
        'Eklersen biyografin ve profil fotoğrafın.',
        'Google ile giriş yaparsan: hesabının Google hesabına bağlı olduğu bilgisi ile Google’ın bize verdiği ad ve e-posta adresi.',
        'Oturumların (ne zaman açıldıkları ve ne zamana kadar geçerli oldukları), tek kullanımlık e-posta kodları ve hesabını tahmin saldırılarına karşı koruyan başarısız giriş sayıları.',
      ],
    },
    {
      heading: 'Kolekt’te yaptıkların',
      items: [
        'Koleksiyonların (adı, açıklaması, herkese açık ya da gizli oluşu) ve içlerine kaydettiğin ürünler, bir ürün hakkında yazdıkların ya da yakaladıklarınla birlikte.',
        'Beğenilerin, yorumların, takiplerin ve bunların yol açtığı bildirimler.',
        'Koleksiyon görüntülemeleri: kimin baktığı (kullanıcı kimliğin; hesabı olmayan ziyaretçi için bağlantıdan üretilen tek yönlü bir özet, ağ adresinin kendisi asla), böylece bir görüntüleme günde bir kez sayılır.',
      ],
      paragraphs: [
        'Herkese açık koleksiyonları, profilini (ad, kullanıcı adı, biyografi, fotoğraf, takipçi ve takip sayıları) ve herkese açık koleksiyonlardaki yorumları herkes görebilir. Gizli koleksiyonlarını yalnızca sen görürsün.',
      ],
    },
    {
      heading: 'Kolekt’in okuduğu ürün sayfaları',
      paragraphs: [
        'Bir ürünü bağlantısıyla eklediğinde ya da mağazalarda arama yaptığında mağazanın sayfasını veya arama sonuçlarını Kolekt’in sunucusu kendisi okur. Mağaza senin tarayıcını değil Kolekt’in sunucusunu görür ve istekle birlikte senin hakkında hiçbir şey gönderilmez. Mağaza sayfasında yazanlar (başlık, fiyat, resim, açıklama, puanlar) her ürün sayfası için bir kez saklanır ve onu kaydeden herkesçe paylaşılır.',
        'Kolekt tarayıcı eklentisini kullanırsan eklenti, kendi tarayıcında açık olan ürün sayfasını okur ve kaydettiğinde o ürünü Kolekt’e gönderir.',
      ],
    },
    {
      heading: 'Yapay zekâ ile ürün analizi (isteğe bağlı)',
      paragraphs: [
        'Ürün analizi varsayılan olarak Kolekt’in kendi sunucusunda çalışır ve hiçbir yere bir şey göndermez. Bu Kolekt’i işleten kişi harici bir yapay zekâ sağlayıcısı ayarladıysa analiz edilen ürünün bilgileri (mağazadaki başlık, açıklama, fiyat, puan ve yorumlar) o sağlayıcıya gönderilir. Hesabın hakkında hiçbir şey gönderilmez.',
      ],
    },
    {
      heading: 'Hata raporlama (isteğe bağlı)',
      paragraphs: [
        'İşletici hata raporlamayı (Sentry) ayarladıysa uygulama bir hata verdiğinde tarayıcın bir rapor gönderir: hata, sayfanın adresi, tarayıcın ve cihazın, ağ adresin ve giriş yapmışsan sorunun izlenebilmesi için kullanıcı kimliğin, kullanıcı adın ve e-posta adresin. Bu ayar yoksa tarayıcından hiçbir rapor çıkmaz.',
      ],
    },
    {
      heading: 'E-posta ve Google',
      paragraphs: [
        'Adresini doğrulama, şifreni sıfırlama ya da e-postanı değiştirme kodları işleticinin ayarladığı e-posta sunucusu üzerinden gönderilir. Her e-posta teslim edilene kadar veritabanımızdaki bir giden kutusunda bekler; gönderilmiş bir e-postanın kaydı (adres ve konu) 30 gün saklanır.',
        'Google ile giriş düğmesi Google’ın betiğini yalnızca ona bastığında yükler; o girişi Google kendi gizlilik politikasına göre yürütür.',
        'Sunucunun teknik günlüğü, hizmeti çalıştırmak ve korumak için her isteği (yöntem, adres ve ağ adresi; şifre, kod, anahtar ya da çerez asla) kaydeder.',
      ],
    },
    {
      heading: 'Çerezler ve tarayıcı depolaması',
      items: [
        'Bir oturum çerezi (kolekt_rt): yalnızca HTTP ile okunur, yalnızca giriş uç noktalarına ve yalnızca aynı siteden gönderilir, en fazla 30 gün geçerlidir, her kullanımda yenilenir ve çıkış yaptığında ya da hesabını sildiğinde kaldırılır.',
        'Bu tarayıcının daha önce hesabına giriş yaptığını hatırlayan bir çerez (kolekt_trust); böylece başka yerlerden denenen yanlış şifreler seni burada asla dışarıda bırakmaz: yalnızca HTTP ile okunur, yalnızca giriş uç noktalarına ve yalnızca aynı siteden gönderilir, bir yıl saklanır. İçinde adresin değil, bizim imzaladığımız rastgele bir sayı vardır.',
        'Koleksiyonlar kenar çubuğunun açık olup olmadığını 7 gün hatırlayan bir çerez.',
        'Tarayıcının yerel depolamasında: geçerli oturumun, dilin, son aramaların ve en son baktığın koleksiyonlar ile ürünler. Bunlar cihazında kalır.',
      ],
      paragraphs: ['Reklam ya da izleme çerezi yoktur.'],
    },
    {
      heading: 'Ne kadar saklıyoruz',
      paragraphs: [
        'Hesabın ve içindeki her şey hesabın var olduğu sürece saklanır. E-posta kodlarının süresi 10 dakikada, oturumlarınki en fazla 30 günde dolar. Adresi doğrulanmamış bir kayıt bir gün sonra silinir. Hesabını sildiğinde hemen kaldırılır.',
      ],
    },
    {
      heading: 'Dışa aktarma ve silme',
      paragraphs: [
        'Hesap ayarları sayfasında hesabındaki her şeyin JSON dosyasını indirebilirsin: profilin, koleksiyonların ve ürünleri, verdiğin ürün bilgileri, beğenilerin, yorumların, takiplerin, bildirimlerin, izlediğin fiyatlar, uyarı tercihlerin ve cihazlarının bildirim adresleri.',
        'Hesabını da orada silebilirsin. Profilin, koleksiyonların, beğenilerin, yorumların, takiplerin, bildirimlerin, oturumların ve kodların silinir, giden kutumuzda adresine yazılmış her e-posta da (gönderilmiş ya da gönderilmemiş); başkalarının gördüğü beğeni, yorum ve takipçi sayıları düzeltilir. Mağazaların ürün sayfaları kalır, çünkü mağazaya aittirler ve başkalarının koleksiyonlarında olabilirler; içlerinde seni gösteren hiçbir şey yoktur. Görüntüleme sayıları kalır, çünkü o görüntülemeler gerçekleşti.',
      ],
      link: { to: '/settings/account', label: 'Hesap ayarları' },
    },
  ],
};
