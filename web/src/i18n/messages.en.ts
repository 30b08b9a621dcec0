/**
 * English texts of every user-facing string of the web, by react-intl id. The server's translations
 * (TranslationsPort) are laid over these bundled defaults; lv and ru must hold the same ids with the
 * same ICU arguments (messages.test.ts).
 */
export const en = {
  'brand.name': 'LV Casino',
  'app.title': 'LV Casino — online casino',
  'app.skipToContent': 'Skip to content',
  'app.loading': 'Loading…',
  'app.boot.failed.title': 'The casino could not be loaded',
  'app.boot.retry': 'Try again',
  'app.error.title': 'Something went wrong',
  'app.error.message': 'An unexpected error occurred. Please reload the page.',
  'app.error.reload': 'Reload page',

  'header.home': 'LV Casino home page',
  'header.nav.label': 'Main',
  'header.nav.casino': 'Casino',
  'header.language.label': 'Language',
  'header.login': 'Log in',
  'header.logout': 'Log out',
  'header.balance': 'Balance',
  'header.account.label': 'Your account',
  'language.lv': 'Latviešu',
  'language.en': 'English',
  'language.ru': 'Русский',

  'footer.responsible': 'Gambling can be addictive. Play responsibly.',
  'footer.ageNotice': 'Only for players aged 18 and over.',
  'footer.copyright': '© {year} LV Casino. All rights reserved.',

  'lobby.hero.eyebrow': 'Welcome to LV Casino',
  'lobby.hero.title': 'Premium slots and table games',
  'lobby.hero.text': 'Top providers, instant play and payouts in euro — on desktop and mobile.',
  'lobby.hero.cta': 'Browse games',
  'lobby.hero.login': 'Log in to play',
  'lobby.strip.count': '{count, plural, one {# game} other {# games}}',
  'lobby.strip.previous': '{category}: previous games',
  'lobby.strip.next': '{category}: next games',
  'lobby.strip.list': '{category}: games',
  'lobby.loadingMore': 'Loading more games…',
  'lobby.empty': 'No games are available right now. Please check back soon.',
  'no.games.found': 'No games match your search. Please try different words or filters.',
  'game.badge.new': 'New',
  'game.badge.hot': 'Hot',
  'errors.casino.game.play.demoNotSupported':
    'This game has no demo mode. Please choose another game to try for free.',

  'modal.close': 'Close',
  'modal.loading': 'Loading…',

  'login.title': 'Log in',
  'login.subtitle': 'Welcome back! Log in to play for real money.',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.password.show': 'Show password',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in…',
  'login.error.username.required': 'Please enter your username.',
  'login.error.password.required': 'Please enter your password.',
  'login.error.personalNumber.required': 'Please enter your personal code.',
  'login.error.personalNumber.pattern':
    'Please enter a valid Latvian personal code, for example 123456-12345.',
  'login.error.forgotPasswordSmsHint': 'Forgot your password? We can send you a new one by text message.',

  'sms.error.code.required': 'Please enter the code we sent you by text message.',

  'activation.success.title': 'Your account is activated',
  'activation.success.message': 'Thank you for confirming your registration. You can now log in and play.',

  'forgotPassword.error.username.required': 'Please enter your username or email address.',
  'forgotPassword.success':
    'If an account with these details exists, we have sent it an email with a link to reset your password. Please check your inbox.',
  'forgotPassword.sms.success':
    'If an account with these details exists, we have sent a new password by text message to its mobile phone number.',

  'resetPassword.success': 'Your password has been changed. You can now log in with your new password.',
  'resetPassword.error.key.missing':
    'This password reset link is incomplete. Please open the link from the email again or request a new one.',
  'resetPassword.error.password.required': 'Please enter a new password.',
  'resetPassword.error.password.spaces': 'The password must not contain spaces.',
  'resetPassword.error.password.format':
    'The password must be 8 to 32 characters long and include an uppercase letter, a lowercase letter and a digit.',
  'resetPassword.error.password.sameAsUsername': 'The password must be different from your username.',
  'resetPassword.error.rePassword.required': 'Please enter the new password again.',
  'resetPassword.error.rePassword.mismatch': 'The passwords do not match.',

  'registration.error.username.required': 'Please choose a username.',
  'registration.error.username.format':
    'The username must be 4 to 20 characters long, start with a letter or a digit and contain only Latin letters, digits, dots, underscores and hyphens.',
  'registration.error.username.taken': 'This username is already taken. Please choose another one.',
  'registration.error.password.required': 'Please choose a password.',
  'registration.error.password.spaces': 'The password must not contain spaces.',
  'registration.error.password.format':
    'The password must be 8 to 32 characters long and include an uppercase letter, a lowercase letter and a digit.',
  'registration.error.password.sameAsUsername': 'The password must be different from your username.',
  'registration.error.email.required': 'Please enter your email address.',
  'registration.error.email.spaces': 'The email address must not contain spaces.',
  'registration.error.email.maxLength': 'The email address must not be longer than 40 characters.',
  'registration.error.email.format': 'Please enter a valid email address, for example name@example.com.',
  'registration.error.email.taken':
    'An account with this email address already exists. Please log in or reset your password.',
  'registration.error.mobilePhone.required': 'Please enter your mobile phone number.',
  'registration.error.mobilePhone.maxLength': 'The phone number must not be longer than 40 characters.',
  'registration.error.mobilePhone.format': 'The phone number may contain digits only.',
  'registration.error.mobilePhone.length':
    'The phone number does not have the right number of digits for the selected country code.',
  'registration.error.mobilePhone.taken':
    'This mobile phone number is already registered. Please log in or enter another number.',
  'registration.error.personalNumber.required': 'Please enter your personal code.',
  'registration.error.personalNumber.maxLength': 'The personal code must not be longer than 12 characters.',
  'registration.error.personalNumber.pattern': 'Please enter your personal code in the format 123456-12345.',
  'registration.error.personalNumber.check':
    'This personal code is not valid. Please check it and try again.',
  'registration.error.personalNumber.taken':
    'An account with this personal code already exists. Please log in or contact customer support.',
  'registration.error.firstName.required': 'Please enter your first name.',
  'registration.error.firstName.spaces': 'The first name must not start or end with a space.',
  'registration.error.lastName.required': 'Please enter your last name.',
  'registration.error.lastName.spaces': 'The last name must not start or end with a space.',
  'registration.error.birthDate.required': 'Please select the day, month and year of your birth.',
  'registration.error.birthDate.invalidDate': 'This date does not exist. Please check the day and month.',
  'registration.error.birthDate.yearRange': 'Please select a year of birth from the list.',
  'registration.error.birthDate.underage': 'You must be at least 18 years old to register.',
  'registration.error.birthDate.notMatch': 'The date of birth does not match your personal code.',
  'registration.error.gender.required': 'Please select your gender.',
  'registration.error.maxPlacebetsDaily.required': 'Please enter your daily bet limit.',
  'registration.error.maxPlacebetsDaily.max':
    'The daily bet limit is higher than the maximum allowed. Please enter a lower amount.',
  'registration.error.maxBetTransactionAmountDaily.required': 'Please enter your maximum amount per bet.',
  'registration.error.maxBetTransactionAmountDaily.max':
    'The maximum amount per bet is higher than allowed. Please enter a lower amount.',
  'registration.error.acceptTAC.required': 'Please accept the terms and conditions to register.',
  'registration.error.occupation.required': 'Please select your occupation.',
  'registration.error.occupationOther.required': 'Please describe your occupation.',

  'page.notFound.title': 'Page not found',
  'page.notFound.message': 'The page you are looking for does not exist or has moved.',
  'page.notFound.back': 'Back to the casino',

  'promotions.empty.data': 'There are no promotions right now. Please check back soon.',

  'bia.maintanance.mode.enabled': 'Sports betting is undergoing maintenance. Please try again later.',
  'bia.disabled': 'Sports betting is not available right now. Please try again later.',
  'bia.forbidden.country': 'Sports betting is not available from your location.',

  'deposit.result.success.header': 'Deposit successful',
  'deposit.result.success.description':
    'Your deposit has been received and the money has been added to your balance.',
  'deposit.result.failure.header': 'Deposit failed',
  'deposit.result.failure.description':
    'Your deposit could not be completed. Please try again or choose another payment method.',
  'deposit.result.cancel.header': 'Deposit cancelled',
  'deposit.result.cancel.description': 'The deposit was cancelled and your balance has not changed.',
  'deposit.result.pending.header': 'Deposit pending',
  'deposit.result.pending.description':
    'Your deposit is being processed. Your balance will be updated as soon as the payment is confirmed.',
  'deposit.result.button.tryAgain': 'Try again',
  'deposit.result.button.verify': 'Verify your identity',
  'deposit.result.button.casino': 'Back to the casino',

  'global.error.session.expired': 'Your session has expired. Please log in again.',
  'gaming.error.self.excluded': 'You are self-excluded from gambling, so you cannot play right now.',
  'notifications.permanentSeByCustomer':
    'You have permanently excluded yourself from gambling. Your session has ended.',
  'notifications.permanentSeByOperator':
    'The operator has permanently excluded your account from gambling. Your session has ended.',
  'notifications.sessionEndByOperator': 'The operator has ended your session. Please log in again.',
  'notifications.multipleSessions': 'You logged in on another device, so this session has ended.',
  'notifications.seByTimeout': 'Your time-out from gambling has started. Your session has ended.',
  'notifications.sessionEndDueInactivity': 'Your session has ended after a period of inactivity.',
  'notifications.sessionEndDueMaxWinReached': 'Your session has ended because the maximum win was reached.',
  'notifications.kycVerified': 'Your identity has been verified. You now have full access to your account.',
  'notifications.kycNotVerified':
    'Your identity is not verified. Please verify it in your profile to play for real money.',
  'notifications.kycNotVerifiedSuspicion':
    'The verification of your identity has been withdrawn. Please verify your identity again in your profile.',
  'notifications.kycNotVerifiedNewPaymentMethod':
    'You have used a new payment method. Please verify it in your profile.',
  'notifications.kycWaitingBoUser':
    'Thank you! Your documents have been received and are being reviewed. We will let you know when the review is complete.',
  'notifications.kycVerificationCompleted':
    'The verification of your identity is complete. You can see its result in your profile.',
  'notifications.accountLockStatusChanged':
    'The status of your account has changed, so your session has ended. Please contact customer support for details.',
  'notifications.realityCheckStart': 'Reality check: your playing time',
  'notifications.responsibleGamingChangesApply':
    'Changes to your responsible gaming limits are waiting for your confirmation. Do you want to apply them?',
  'notifications.responsibleGamingError':
    'You have reached one of your responsible gaming limits, so you cannot place this bet right now.',
  'notifications.maxBetLimitReached':
    'Your bet is higher than the maximum bet allowed in this game. Please lower your stake.',
  'notifications.realMoneyDisabled':
    'Real-money play is disabled for your account. Please contact customer support.',
  'notifications.gameExcluded': 'This game is not available for your account. Please choose another game.',
  'notifications.betNotApplicableDueToInProgressSportsBets':
    'This bet cannot be placed while you have sports bets in progress. Please wait until they are settled.',
  'notifications.xpointStatusDenied':
    'Our location check shows that you are in a country where our games are not available, so you cannot play right now.',
  'notifications.userAccountFrozen':
    'Your account is frozen, so you cannot play. Please contact customer support.',
  'notifications.bonusMoneyPlay': 'You are now playing with bonus money.',
  'notifications.realMoneyPlay': 'You are now playing with real money.',
  'notifications.customerDeviceNotApplicable': 'This game or bonus is not available on your device.',
  'notifications.gameProductNotApplicable': 'Your active bonus cannot be used for this type of game.',
  'notifications.gameNotApplicable': 'Your active bonus cannot be used in this game.',
  'notifications.betMinMaxOddNotApplicable':
    'The odds of this bet are outside the allowed minimum and maximum. Please choose another selection.',
  'notifications.betMinMaxAmountNotApplicable':
    'The bet amount is outside the allowed minimum and maximum. Please change your stake.',
  'notifications.gameCategoryNotApplicable': 'Your active bonus cannot be used for games in this category.',
  'notifications.gameProviderNotApplicable': 'Your active bonus cannot be used for games from this provider.',
  'notifications.gameplayMessage': 'Message about your game: {message}',
  'notifications.bonusViolation':
    'Your play has broken the terms of your active bonus. Please check the bonus terms in your profile.',

  'notifications.rg.placeBet.daily':
    'You have reached your daily bet limit. You can place bets again tomorrow.',
  'notifications.rg.placeBet.weekly':
    'You have reached your weekly bet limit. You can place bets again next week.',
  'notifications.rg.placeBet.monthly':
    'You have reached your monthly bet limit. You can place bets again next month.',
  'notifications.rg.loss.daily': 'You have reached your daily loss limit. You can play again tomorrow.',
  'notifications.rg.loss.weekly': 'You have reached your weekly loss limit. You can play again next week.',
  'notifications.rg.loss.monthly': 'You have reached your monthly loss limit. You can play again next month.',
  'notifications.rg.betsCount.daily':
    'You have reached your daily limit on the number of bets. You can place bets again tomorrow.',
  'notifications.rg.betsCount.weekly':
    'You have reached your weekly limit on the number of bets. You can place bets again next week.',
  'notifications.rg.betsCount.monthly':
    'You have reached your monthly limit on the number of bets. You can place bets again next month.',
  'notifications.rg.maxBet.daily': 'This bet is higher than your maximum bet limit. Please lower your stake.',
  'notifications.rg.maxBetLimitReached':
    'Your bet is higher than the maximum bet of {amount} allowed in this game. Please lower your stake.',

  'errors.api.-1': 'Something went wrong. Please try again later.',
  'errors.api.1': 'Incorrect username or password.',
  'errors.api.2': 'Your account is locked. Please contact customer support.',
  'errors.api.3': 'Please log in to continue.',
  'errors.api.4': 'Access denied.',
  'errors.api.5': 'This link has expired. Please request a new one.',
  'errors.api.7': 'A friend with this email address has already been invited.',
  'errors.api.8': 'The link or key is not valid.',
  'errors.api.10': 'We could not send the email. Please try again later.',
  'errors.api.12': 'The key is not valid. Please request a new one.',
  'errors.api.13': 'An account with this email address already exists.',
  'errors.api.14': 'This username is already taken.',
  'errors.api.15': 'Please accept the terms and conditions to continue.',
  'errors.api.19': 'The passwords do not match.',
  'errors.api.21': 'You do not have enough money for this.',
  'errors.api.23': 'The amount is above the maximum withdrawal.',
  'errors.api.24': 'The amount is below the minimum withdrawal.',
  'errors.api.25': 'Your balance is empty.',
  'errors.api.26': 'Your balance is insufficient.',
  'errors.api.31': 'Refer-a-friend is not available right now.',
  'errors.api.33': 'You already have a pending transfer to a friend.',
  'errors.api.35': 'No withdrawal methods are available for your account.',
  'errors.api.38': 'Please verify your identity before you transfer money to a friend.',
  'errors.api.40': 'You have reached your responsible gaming limit.',
  'errors.api.41': 'A server error occurred. Please try again later.',
  'errors.api.44': 'This game cannot be played for real money.',
  'errors.api.45': 'This game has no demo mode.',
  'errors.api.47': 'You cannot transfer money to yourself.',
  'errors.api.48': 'This link has already been used.',
  'errors.api.49': 'Our services are not available from your location.',
  'errors.api.50': 'This game is not available for your account.',
  'errors.api.51': 'This transfer is not allowed.',
  'errors.api.52': 'Transfers are not allowed for your account.',
  'errors.api.53': 'You cannot transfer money to your own account.',
  'errors.api.54':
    'Too many accounts have been registered from this network. Please contact customer support.',
  'errors.api.56': 'These details are already registered.',
  'errors.api.57': 'Some of your details are incorrect. Please check them and try again.',
  'errors.api.58': 'Please reset your password to continue.',
  'errors.api.59': 'We could not check the gambling self-exclusion register. Please try again later.',
  'errors.api.64': 'Refer-a-friend is not available for your account.',
  'errors.api.66': 'Your account is in a cooling-off period.',
  'errors.api.69': 'Your account is frozen. Please contact customer support.',
  'errors.api.72': 'This file format is not allowed.',
  'errors.api.75': 'The identity verification service is not available right now. Please try again later.',
  'errors.api.76': 'The identity verification could not be started. Please try again later.',
  'errors.api.77': 'The identity verification could not be completed. Please try again.',
  'errors.api.80': 'We could not send the text message. Please try again later.',
  'errors.api.81': 'Please wait a moment before you request a new code.',
  'errors.api.82': 'The verification code is not valid.',
  'errors.api.83': 'Verification by text message is not available.',
  'errors.api.84': 'Too many codes have been requested. Please try again later.',
  'errors.api.91': 'Please verify your identity to continue.',
  'errors.api.93': 'Your account is on a time-out from gambling.',
  'errors.api.95': 'Verification by text message is temporarily unavailable.',
  'errors.api.96': 'Your session needs to be refreshed. Please try again.',
  'errors.api.97': 'Your session is no longer valid. Please log in again.',
  'errors.api.99': 'You have reached the limit of testimonials.',
  'errors.api.104':
    'A player protection check is needed before you can continue. Please contact customer support.',
  'errors.api.105': 'Your player protection check is not complete. Please contact customer support.',
  'errors.api.106':
    'This action is not available because of a player protection check. Please contact customer support.',
  'errors.api.115': 'This mobile phone number is already registered.',
  'errors.api.116': 'Please verify your card before you withdraw to it.',
  'errors.api.117': 'You have bets in progress. Please wait until they are settled.',
  'errors.api.119': 'Refer-a-friend is not allowed for this invitation.',
} as const;

/** A react-intl id of the web. */
export type MessageId = keyof typeof en;

/** Every id of the web, e.g. for the sandbox's server translation table. */
export const messageIds = Object.keys(en) as MessageId[];
