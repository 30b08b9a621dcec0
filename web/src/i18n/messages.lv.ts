import type { MessageId } from './messages.en.ts';

/** Latvian texts of every id of messages.en.ts. */
export const lv: Record<MessageId, string> = {
  'brand.name': 'LV Casino',
  'app.title': 'LV Casino — tiešsaistes kazino',
  'app.skipToContent': 'Pāriet uz saturu',
  'app.loading': 'Ielādē…',
  'app.boot.failed.title': 'Kazino neizdevās ielādēt',
  'app.boot.retry': 'Mēģināt vēlreiz',
  'app.error.title': 'Kaut kas nogāja greizi',
  'app.error.message': 'Radās neparedzēta kļūda. Lūdzu, pārlādējiet lapu.',
  'app.error.reload': 'Pārlādēt lapu',

  'header.home': 'LV Casino sākumlapa',
  'header.nav.label': 'Galvenā navigācija',
  'header.nav.casino': 'Kazino',
  'header.language.label': 'Valoda',
  'header.login': 'Pieslēgties',
  'header.logout': 'Atslēgties',
  'header.balance': 'Bilance',
  'header.account.label': 'Jūsu konts',
  'language.lv': 'Latviešu',
  'language.en': 'English',
  'language.ru': 'Русский',

  'footer.responsible': 'Azartspēles var izraisīt atkarību. Spēlējiet atbildīgi.',
  'footer.ageNotice': 'Tikai spēlētājiem no 18 gadu vecuma.',
  'footer.copyright': '© {year} LV Casino. Visas tiesības aizsargātas.',

  'lobby.hero.eyebrow': 'Laipni lūgti LV Casino',
  'lobby.hero.title': 'Labākie spēļu automāti un galda spēles',
  'lobby.hero.text': 'Vadošie spēļu izstrādātāji, tūlītēja spēle un izmaksas eiro — datorā un telefonā.',
  'lobby.hero.cta': 'Skatīt spēles',
  'lobby.hero.login': 'Pieslēdzieties, lai spēlētu',
  'lobby.strip.count': '{count, plural, zero {# spēļu} one {# spēle} other {# spēles}}',
  'lobby.strip.previous': '{category}: iepriekšējās spēles',
  'lobby.strip.next': '{category}: nākamās spēles',
  'lobby.strip.list': '{category}: spēles',
  'lobby.loadingMore': 'Ielādē vēl spēles…',
  'lobby.empty': 'Pašlaik spēles nav pieejamas. Lūdzu, ieskatieties vēlāk.',
  'no.games.found': 'Jūsu meklēšanai neatbilst neviena spēle. Lūdzu, izmēģiniet citus vārdus vai filtrus.',
  'game.badge.new': 'Jauna',
  'game.badge.hot': 'Populāra',
  'errors.casino.game.play.demoNotSupported':
    'Šai spēlei nav demo režīma. Lūdzu, izvēlieties citu spēli, ko izmēģināt bez maksas.',

  'modal.close': 'Aizvērt',
  'modal.loading': 'Ielādē…',

  'login.title': 'Pieslēgšanās',
  'login.subtitle': 'Prieks jūs atkal redzēt! Pieslēdzieties, lai spēlētu uz īstu naudu.',
  'login.username': 'Lietotājvārds',
  'login.password': 'Parole',
  'login.password.show': 'Rādīt paroli',
  'login.submit': 'Pieslēgties',
  'login.submitting': 'Pieslēdzas…',
  'login.error.username.required': 'Lūdzu, ievadiet lietotājvārdu.',
  'login.error.password.required': 'Lūdzu, ievadiet paroli.',
  'login.error.personalNumber.required': 'Lūdzu, ievadiet personas kodu.',
  'login.error.personalNumber.pattern':
    'Lūdzu, ievadiet derīgu Latvijas personas kodu, piemēram, 123456-12345.',
  'login.error.forgotPasswordSmsHint': 'Aizmirsāt paroli? Mēs varam nosūtīt jums jaunu paroli īsziņā.',

  'sms.error.code.required': 'Lūdzu, ievadiet kodu, ko nosūtījām jums īsziņā.',

  'activation.success.title': 'Jūsu konts ir aktivizēts',
  'activation.success.message': 'Paldies, ka apstiprinājāt reģistrāciju! Tagad varat pieslēgties un spēlēt.',

  'forgotPassword.error.username.required': 'Lūdzu, ievadiet lietotājvārdu vai e-pasta adresi.',
  'forgotPassword.success':
    'Ja konts ar šiem datiem eksistē, mēs uz tā e-pasta adresi esam nosūtījuši paroles atjaunošanas saiti. Lūdzu, pārbaudiet savu e-pastu.',
  'forgotPassword.sms.success':
    'Ja konts ar šiem datiem eksistē, mēs esam nosūtījuši jaunu paroli īsziņā uz tā mobilā tālruņa numuru.',

  'resetPassword.success': 'Jūsu parole ir nomainīta. Tagad varat pieslēgties ar jauno paroli.',
  'resetPassword.error.key.missing':
    'Šī paroles atjaunošanas saite nav pilnīga. Lūdzu, vēlreiz atveriet saiti no e-pasta vai pieprasiet jaunu.',
  'resetPassword.error.password.required': 'Lūdzu, ievadiet jauno paroli.',
  'resetPassword.error.password.spaces': 'Parole nedrīkst saturēt atstarpes.',
  'resetPassword.error.password.format':
    'Parolei jābūt 8 līdz 32 rakstzīmes garai, un tajā jābūt vismaz vienam lielajam burtam, vienam mazajam burtam un vienam ciparam.',
  'resetPassword.error.password.sameAsUsername': 'Parolei jāatšķiras no lietotājvārda.',
  'resetPassword.error.rePassword.required': 'Lūdzu, ievadiet jauno paroli vēlreiz.',
  'resetPassword.error.rePassword.mismatch': 'Paroles nesakrīt.',

  'registration.error.username.required': 'Lūdzu, izvēlieties lietotājvārdu.',
  'registration.error.username.format':
    'Lietotājvārdam jābūt 4 līdz 20 rakstzīmes garam, jāsākas ar burtu vai ciparu, un tajā drīkst būt tikai latīņu burti, cipari, punkti, pasvītras un defises.',
  'registration.error.username.taken': 'Šis lietotājvārds jau ir aizņemts. Lūdzu, izvēlieties citu.',
  'registration.error.password.required': 'Lūdzu, izvēlieties paroli.',
  'registration.error.password.spaces': 'Parole nedrīkst saturēt atstarpes.',
  'registration.error.password.format':
    'Parolei jābūt 8 līdz 32 rakstzīmes garai, un tajā jābūt vismaz vienam lielajam burtam, vienam mazajam burtam un vienam ciparam.',
  'registration.error.password.sameAsUsername': 'Parolei jāatšķiras no lietotājvārda.',
  'registration.error.email.required': 'Lūdzu, ievadiet e-pasta adresi.',
  'registration.error.email.spaces': 'E-pasta adrese nedrīkst saturēt atstarpes.',
  'registration.error.email.maxLength': 'E-pasta adrese nedrīkst būt garāka par 40 rakstzīmēm.',
  'registration.error.email.format': 'Lūdzu, ievadiet derīgu e-pasta adresi, piemēram, vards@piemers.lv.',
  'registration.error.email.taken':
    'Konts ar šo e-pasta adresi jau eksistē. Lūdzu, pieslēdzieties vai atjaunojiet paroli.',
  'registration.error.mobilePhone.required': 'Lūdzu, ievadiet mobilā tālruņa numuru.',
  'registration.error.mobilePhone.maxLength': 'Tālruņa numurs nedrīkst būt garāks par 40 rakstzīmēm.',
  'registration.error.mobilePhone.format': 'Tālruņa numurā drīkst būt tikai cipari.',
  'registration.error.mobilePhone.length': 'Tālruņa numura ciparu skaits neatbilst izvēlētajam valsts kodam.',
  'registration.error.mobilePhone.taken':
    'Šis mobilā tālruņa numurs jau ir reģistrēts. Lūdzu, pieslēdzieties vai norādiet citu numuru.',
  'registration.error.personalNumber.required': 'Lūdzu, ievadiet personas kodu.',
  'registration.error.personalNumber.maxLength': 'Personas kods nedrīkst būt garāks par 12 rakstzīmēm.',
  'registration.error.personalNumber.pattern': 'Lūdzu, ievadiet personas kodu formātā 123456-12345.',
  'registration.error.personalNumber.check':
    'Šis personas kods nav derīgs. Lūdzu, pārbaudiet to un mēģiniet vēlreiz.',
  'registration.error.personalNumber.taken':
    'Konts ar šo personas kodu jau eksistē. Lūdzu, pieslēdzieties vai sazinieties ar klientu atbalstu.',
  'registration.error.firstName.required': 'Lūdzu, ievadiet vārdu.',
  'registration.error.firstName.spaces': 'Vārds nedrīkst sākties vai beigties ar atstarpi.',
  'registration.error.lastName.required': 'Lūdzu, ievadiet uzvārdu.',
  'registration.error.lastName.spaces': 'Uzvārds nedrīkst sākties vai beigties ar atstarpi.',
  'registration.error.birthDate.required': 'Lūdzu, izvēlieties dzimšanas dienu, mēnesi un gadu.',
  'registration.error.birthDate.invalidDate': 'Šāds datums neeksistē. Lūdzu, pārbaudiet dienu un mēnesi.',
  'registration.error.birthDate.yearRange': 'Lūdzu, izvēlieties dzimšanas gadu no saraksta.',
  'registration.error.birthDate.underage': 'Reģistrēties var tikai personas no 18 gadu vecuma.',
  'registration.error.birthDate.notMatch': 'Dzimšanas datums neatbilst jūsu personas kodam.',
  'registration.error.gender.required': 'Lūdzu, norādiet dzimumu.',
  'registration.error.maxPlacebetsDaily.required': 'Lūdzu, ievadiet dienas likmju limitu.',
  'registration.error.maxPlacebetsDaily.max':
    'Dienas likmju limits pārsniedz maksimāli atļauto. Lūdzu, ievadiet mazāku summu.',
  'registration.error.maxBetTransactionAmountDaily.required':
    'Lūdzu, ievadiet maksimālo vienas likmes summu.',
  'registration.error.maxBetTransactionAmountDaily.max':
    'Maksimālā vienas likmes summa pārsniedz atļauto. Lūdzu, ievadiet mazāku summu.',
  'registration.error.acceptTAC.required': 'Lai reģistrētos, lūdzu, pieņemiet noteikumus un nosacījumus.',
  'registration.error.occupation.required': 'Lūdzu, izvēlieties savu nodarbošanos.',
  'registration.error.occupationOther.required': 'Lūdzu, norādiet savu nodarbošanos.',

  'page.notFound.title': 'Lapa nav atrasta',
  'page.notFound.message': 'Meklētā lapa neeksistē vai ir pārvietota.',
  'page.notFound.back': 'Atpakaļ uz kazino',

  'promotions.empty.data': 'Pašlaik nav pieejamu akciju. Lūdzu, ieskatieties vēlāk.',

  'bia.maintanance.mode.enabled': 'Sporta likmju sadaļā notiek tehniskā apkope. Lūdzu, mēģiniet vēlāk.',
  'bia.disabled': 'Sporta likmes pašlaik nav pieejamas. Lūdzu, mēģiniet vēlāk.',
  'bia.forbidden.country': 'Sporta likmes no jūsu atrašanās vietas nav pieejamas.',

  'deposit.result.success.header': 'Iemaksa veiksmīga',
  'deposit.result.success.description': 'Jūsu iemaksa ir saņemta, un nauda ir pieskaitīta jūsu bilancei.',
  'deposit.result.failure.header': 'Iemaksa neizdevās',
  'deposit.result.failure.description':
    'Jūsu iemaksu neizdevās pabeigt. Lūdzu, mēģiniet vēlreiz vai izvēlieties citu maksājuma veidu.',
  'deposit.result.cancel.header': 'Iemaksa atcelta',
  'deposit.result.cancel.description': 'Iemaksa tika atcelta, un jūsu bilance nav mainījusies.',
  'deposit.result.pending.header': 'Iemaksa tiek apstrādāta',
  'deposit.result.pending.description':
    'Jūsu iemaksa tiek apstrādāta. Bilance tiks atjaunināta, tiklīdz maksājums būs apstiprināts.',
  'deposit.result.button.tryAgain': 'Mēģināt vēlreiz',
  'deposit.result.button.verify': 'Apstiprināt identitāti',
  'deposit.result.button.casino': 'Atpakaļ uz kazino',

  'global.error.session.expired': 'Jūsu sesija ir beigusies. Lūdzu, pieslēdzieties vēlreiz.',
  'gaming.error.self.excluded': 'Jums ir aktīva pašizslēgšanās no azartspēlēm, tāpēc pašlaik nevarat spēlēt.',
  'notifications.permanentSeByCustomer':
    'Ir aktivizēta jūsu pastāvīgā pašizslēgšanās no azartspēlēm. Jūsu sesija ir beigta.',
  'notifications.permanentSeByOperator':
    'Operators jūsu kontam ir noteicis pastāvīgu izslēgšanu no azartspēlēm. Jūsu sesija ir beigta.',
  'notifications.sessionEndByOperator': 'Operators ir beidzis jūsu sesiju. Lūdzu, pieslēdzieties vēlreiz.',
  'notifications.multipleSessions': 'Jūs pieslēdzāties citā ierīcē, tāpēc šī sesija ir beigta.',
  'notifications.seByTimeout': 'Ir sācies jūsu pārtraukums azartspēlēs. Jūsu sesija ir beigta.',
  'notifications.sessionEndDueInactivity': 'Jūsu sesija ir beigta neaktivitātes dēļ.',
  'notifications.sessionEndDueMaxWinReached': 'Jūsu sesija ir beigta, jo ir sasniegts maksimālais laimests.',
  'notifications.kycVerified': 'Jūsu identitāte ir apstiprināta. Tagad jums ir pilna piekļuve savam kontam.',
  'notifications.kycNotVerified':
    'Jūsu identitāte nav apstiprināta. Lūdzu, apstipriniet to savā profilā, lai spēlētu uz īstu naudu.',
  'notifications.kycNotVerifiedSuspicion':
    'Jūsu identitātes apstiprinājums ir atsaukts. Lūdzu, atkārtoti apstipriniet savu identitāti profilā.',
  'notifications.kycNotVerifiedNewPaymentMethod':
    'Jūs izmantojāt jaunu maksājuma veidu. Lūdzu, apstipriniet to savā profilā.',
  'notifications.kycWaitingBoUser':
    'Paldies! Jūsu dokumenti ir saņemti un tiek pārbaudīti. Mēs jums paziņosim, kad pārbaude būs pabeigta.',
  'notifications.kycVerificationCompleted':
    'Jūsu identitātes pārbaude ir pabeigta. Tās rezultātu varat redzēt savā profilā.',
  'notifications.accountLockStatusChanged':
    'Jūsu konta statuss ir mainījies, tāpēc jūsu sesija ir beigta. Lai uzzinātu vairāk, lūdzu, sazinieties ar klientu atbalstu.',
  'notifications.realityCheckStart': 'Realitātes pārbaude: jūsu spēles laiks',
  'notifications.responsibleGamingChangesApply':
    'Jūsu atbildīgas spēlēšanas limitu izmaiņas gaida jūsu apstiprinājumu. Vai vēlaties tās piemērot?',
  'notifications.responsibleGamingError':
    'Ir sasniegts viens no jūsu atbildīgas spēlēšanas limitiem, tāpēc pašlaik nevarat veikt šo likmi.',
  'notifications.maxBetLimitReached':
    'Jūsu likme pārsniedz šajā spēlē atļauto maksimālo likmi. Lūdzu, samaziniet likmi.',
  'notifications.realMoneyDisabled':
    'Jūsu kontam spēle uz īstu naudu ir atspējota. Lūdzu, sazinieties ar klientu atbalstu.',
  'notifications.gameExcluded': 'Šī spēle jūsu kontam nav pieejama. Lūdzu, izvēlieties citu spēli.',
  'notifications.betNotApplicableDueToInProgressSportsBets':
    'Šo likmi nevar veikt, kamēr jums ir nenokārtotas sporta likmes. Lūdzu, uzgaidiet, līdz tās tiks nokārtotas.',
  'notifications.xpointStatusDenied':
    'Atrašanās vietas pārbaude liecina, ka atrodaties valstī, kurā mūsu spēles nav pieejamas, tāpēc pašlaik nevarat spēlēt.',
  'notifications.userAccountFrozen':
    'Jūsu konts ir iesaldēts, tāpēc nevarat spēlēt. Lūdzu, sazinieties ar klientu atbalstu.',
  'notifications.bonusMoneyPlay': 'Tagad jūs spēlējat ar bonusa naudu.',
  'notifications.realMoneyPlay': 'Tagad jūs spēlējat ar īstu naudu.',
  'notifications.customerDeviceNotApplicable': 'Šī spēle vai bonuss jūsu ierīcē nav pieejams.',
  'notifications.gameProductNotApplicable': 'Jūsu aktīvo bonusu nevar izmantot šāda veida spēlēm.',
  'notifications.gameNotApplicable': 'Jūsu aktīvo bonusu nevar izmantot šajā spēlē.',
  'notifications.betMinMaxOddNotApplicable':
    'Šīs likmes koeficients ir ārpus atļautā minimuma un maksimuma. Lūdzu, izvēlieties citu iznākumu.',
  'notifications.betMinMaxAmountNotApplicable':
    'Likmes summa ir ārpus atļautā minimuma un maksimuma. Lūdzu, mainiet likmes summu.',
  'notifications.gameCategoryNotApplicable': 'Jūsu aktīvo bonusu nevar izmantot šīs kategorijas spēlēm.',
  'notifications.gameProviderNotApplicable':
    'Jūsu aktīvo bonusu nevar izmantot šī spēļu izstrādātāja spēlēm.',
  'notifications.gameplayMessage': 'Ziņojums par jūsu spēli: {message}',
  'notifications.bonusViolation':
    'Jūsu spēle ir pārkāpusi aktīvā bonusa noteikumus. Lūdzu, pārbaudiet bonusa noteikumus savā profilā.',

  'notifications.rg.placeBet.daily':
    'Ir sasniegts jūsu dienas likmju limits. Likmes atkal varēsiet veikt rīt.',
  'notifications.rg.placeBet.weekly':
    'Ir sasniegts jūsu nedēļas likmju limits. Likmes atkal varēsiet veikt nākamajā nedēļā.',
  'notifications.rg.placeBet.monthly':
    'Ir sasniegts jūsu mēneša likmju limits. Likmes atkal varēsiet veikt nākamajā mēnesī.',
  'notifications.rg.loss.daily': 'Ir sasniegts jūsu dienas zaudējumu limits. Atkal spēlēt varēsiet rīt.',
  'notifications.rg.loss.weekly':
    'Ir sasniegts jūsu nedēļas zaudējumu limits. Atkal spēlēt varēsiet nākamajā nedēļā.',
  'notifications.rg.loss.monthly':
    'Ir sasniegts jūsu mēneša zaudējumu limits. Atkal spēlēt varēsiet nākamajā mēnesī.',
  'notifications.rg.betsCount.daily':
    'Ir sasniegts jūsu dienas likmju skaita limits. Likmes atkal varēsiet veikt rīt.',
  'notifications.rg.betsCount.weekly':
    'Ir sasniegts jūsu nedēļas likmju skaita limits. Likmes atkal varēsiet veikt nākamajā nedēļā.',
  'notifications.rg.betsCount.monthly':
    'Ir sasniegts jūsu mēneša likmju skaita limits. Likmes atkal varēsiet veikt nākamajā mēnesī.',
  'notifications.rg.maxBet.daily':
    'Šī likme pārsniedz jūsu maksimālās likmes limitu. Lūdzu, samaziniet likmi.',
  'notifications.rg.maxBetLimitReached':
    'Jūsu likme pārsniedz šajā spēlē atļauto maksimālo likmi {amount}. Lūdzu, samaziniet likmi.',

  'errors.api.-1': 'Kaut kas nogāja greizi. Lūdzu, mēģiniet vēlāk.',
  'errors.api.1': 'Nepareizs lietotājvārds vai parole.',
  'errors.api.2': 'Jūsu konts ir bloķēts. Lūdzu, sazinieties ar klientu atbalstu.',
  'errors.api.3': 'Lūdzu, pieslēdzieties, lai turpinātu.',
  'errors.api.4': 'Piekļuve liegta.',
  'errors.api.5': 'Šīs saites derīguma termiņš ir beidzies. Lūdzu, pieprasiet jaunu.',
  'errors.api.7': 'Draugs ar šo e-pasta adresi jau ir uzaicināts.',
  'errors.api.8': 'Saite vai atslēga nav derīga.',
  'errors.api.10': 'E-pastu neizdevās nosūtīt. Lūdzu, mēģiniet vēlāk.',
  'errors.api.12': 'Atslēga nav derīga. Lūdzu, pieprasiet jaunu.',
  'errors.api.13': 'Konts ar šo e-pasta adresi jau eksistē.',
  'errors.api.14': 'Šis lietotājvārds jau ir aizņemts.',
  'errors.api.15': 'Lai turpinātu, lūdzu, pieņemiet noteikumus un nosacījumus.',
  'errors.api.19': 'Paroles nesakrīt.',
  'errors.api.21': 'Jums nepietiek naudas šai darbībai.',
  'errors.api.23': 'Summa pārsniedz maksimālo izmaksas summu.',
  'errors.api.24': 'Summa ir mazāka par minimālo izmaksas summu.',
  'errors.api.25': 'Jūsu bilance ir tukša.',
  'errors.api.26': 'Jūsu bilancē nepietiek līdzekļu.',
  'errors.api.31': 'Programma “Uzaicini draugu” pašlaik nav pieejama.',
  'errors.api.33': 'Jums jau ir neapstrādāts pārskaitījums draugam.',
  'errors.api.35': 'Jūsu kontam nav pieejamu izmaksas veidu.',
  'errors.api.38': 'Lūdzu, apstipriniet savu identitāti, pirms pārskaitāt naudu draugam.',
  'errors.api.40': 'Ir sasniegts jūsu atbildīgas spēlēšanas limits.',
  'errors.api.41': 'Radās servera kļūda. Lūdzu, mēģiniet vēlāk.',
  'errors.api.44': 'Šo spēli nevar spēlēt uz īstu naudu.',
  'errors.api.45': 'Šai spēlei nav demo režīma.',
  'errors.api.47': 'Jūs nevarat pārskaitīt naudu sev.',
  'errors.api.48': 'Šī saite jau ir izmantota.',
  'errors.api.49': 'Mūsu pakalpojumi no jūsu atrašanās vietas nav pieejami.',
  'errors.api.50': 'Šī spēle jūsu kontam nav pieejama.',
  'errors.api.51': 'Šis pārskaitījums nav atļauts.',
  'errors.api.52': 'Jūsu kontam pārskaitījumi nav atļauti.',
  'errors.api.53': 'Jūs nevarat pārskaitīt naudu uz savu kontu.',
  'errors.api.54': 'No šī tīkla ir reģistrēts pārāk daudz kontu. Lūdzu, sazinieties ar klientu atbalstu.',
  'errors.api.56': 'Šie dati jau ir reģistrēti.',
  'errors.api.57': 'Daži jūsu dati ir nepareizi. Lūdzu, pārbaudiet tos un mēģiniet vēlreiz.',
  'errors.api.58': 'Lai turpinātu, lūdzu, atjaunojiet paroli.',
  'errors.api.59': 'Neizdevās pārbaudīt azartspēļu pašizslēgšanās reģistru. Lūdzu, mēģiniet vēlāk.',
  'errors.api.64': 'Programma “Uzaicini draugu” jūsu kontam nav pieejama.',
  'errors.api.66': 'Jūsu kontam ir noteikts pārdomu periods.',
  'errors.api.69': 'Jūsu konts ir iesaldēts. Lūdzu, sazinieties ar klientu atbalstu.',
  'errors.api.72': 'Šis faila formāts nav atļauts.',
  'errors.api.75': 'Identitātes pārbaudes pakalpojums pašlaik nav pieejams. Lūdzu, mēģiniet vēlāk.',
  'errors.api.76': 'Identitātes pārbaudi neizdevās sākt. Lūdzu, mēģiniet vēlāk.',
  'errors.api.77': 'Identitātes pārbaudi neizdevās pabeigt. Lūdzu, mēģiniet vēlreiz.',
  'errors.api.80': 'Īsziņu neizdevās nosūtīt. Lūdzu, mēģiniet vēlāk.',
  'errors.api.81': 'Lūdzu, nedaudz uzgaidiet, pirms pieprasāt jaunu kodu.',
  'errors.api.82': 'Verifikācijas kods nav derīgs.',
  'errors.api.83': 'Verifikācija ar īsziņu nav pieejama.',
  'errors.api.84': 'Pieprasīts pārāk daudz kodu. Lūdzu, mēģiniet vēlāk.',
  'errors.api.91': 'Lai turpinātu, lūdzu, apstipriniet savu identitāti.',
  'errors.api.93': 'Jūsu kontam ir aktīvs pārtraukums azartspēlēs.',
  'errors.api.95': 'Verifikācija ar īsziņu īslaicīgi nav pieejama.',
  'errors.api.96': 'Jūsu sesija ir jāatjauno. Lūdzu, mēģiniet vēlreiz.',
  'errors.api.97': 'Jūsu sesija vairs nav derīga. Lūdzu, pieslēdzieties vēlreiz.',
  'errors.api.99': 'Ir sasniegts atsauksmju limits.',
  'errors.api.104':
    'Pirms turpināt, jāveic spēlētāja aizsardzības pārbaude. Lūdzu, sazinieties ar klientu atbalstu.',
  'errors.api.105': 'Spēlētāja aizsardzības pārbaude nav pabeigta. Lūdzu, sazinieties ar klientu atbalstu.',
  'errors.api.106':
    'Spēlētāja aizsardzības pārbaudes dēļ šī darbība nav pieejama. Lūdzu, sazinieties ar klientu atbalstu.',
  'errors.api.115': 'Šis mobilā tālruņa numurs jau ir reģistrēts.',
  'errors.api.116': 'Lūdzu, apstipriniet karti, pirms veicat izmaksu uz to.',
  'errors.api.117': 'Jums ir nenokārtotas likmes. Lūdzu, uzgaidiet, līdz tās tiks nokārtotas.',
  'errors.api.119': 'Šim uzaicinājumam programma “Uzaicini draugu” nav atļauta.',
};
