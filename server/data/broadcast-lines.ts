// What is said on air, in the three languages a transcript is ordered in: who speaks (the roles a
// transcript names when a voice is not a monitored person) and the lines of each kind of speech.
// `{subject}` is what a segment is about, `{theme}` its theme, `{marker}` a key entity of its story,
// `{who}` a person with their position, `{channel}` the channel's name.
import type { Lang } from './names.js';

export type Role = 'presenter' | 'correspondent' | 'expert' | 'guest' | 'narrator' | 'commentator' | 'host' | 'announcer' | 'speaker';

export const ROLES: Record<Lang, Record<Role, string>> = {
  ru: { presenter: 'Ведущий', correspondent: 'Корреспондент', expert: 'Эксперт', guest: 'Гость студии', narrator: 'Голос за кадром', commentator: 'Комментатор', host: 'Ведущий эфира', announcer: 'Диктор', speaker: 'Спикер' },
  en: { presenter: 'Presenter', correspondent: 'Correspondent', expert: 'Expert', guest: 'Studio guest', narrator: 'Narrator', commentator: 'Commentator', host: 'Host', announcer: 'Announcer', speaker: 'Speaker' },
  ar: { presenter: 'المذيع', correspondent: 'المراسل', expert: 'خبير', guest: 'ضيف الاستوديو', narrator: 'الراوي', commentator: 'المعلق', host: 'مقدم البرنامج', announcer: 'المعلن', speaker: 'المتحدث' },
};

export type LineKind = 'open' | 'report' | 'marker' | 'introduce' | 'quote' | 'opinion' | 'question' | 'close' | 'dialogue' | 'dj' | 'commentary' | 'ads' | 'show';

/** How a segment names a story told in another language than the transcript's: by its theme. */
export const THEME_SUBJECT: Record<Lang, string> = { ru: 'новости рубрики «{theme}»', en: '{theme} news', ar: 'آخر أخبار {theme}' };

export const LINES: Record<Lang, Record<LineKind, string[]>> = {
  ru: {
    open: ['Главная тема выпуска — {subject}.', 'К другим новостям. {subject}.', 'Продолжаем выпуск. {subject}.', 'Следующая тема — {subject}.', 'Что известно на этот час: {subject}.', 'Теперь подробнее: {subject}.'],
    report: [
      'По данным наших корреспондентов, ситуация развивается быстро.', 'Тема остаётся в центре внимания уже несколько дней.', 'Эксперты связывают происходящее с решениями последних недель.',
      'На месте работает наша съёмочная группа.', 'Официальные лица пока воздерживаются от подробных комментариев.', 'Как сообщают источники, решение может быть принято уже на этой неделе.',
      'Событие активно обсуждают и в социальных сетях.', 'По предварительным данным, последствия оценят в ближайшие дни.', 'Это уже не первый подобный случай за последнее время.',
      'Подробности выясняются.', 'Рубрика «{theme}» сегодня одна из самых обсуждаемых.',
    ],
    marker: ['Представители организации «{marker}» заявили, что следят за ситуацией.', 'Тема напрямую касается «{marker}».', 'В центре обсуждения — «{marker}».'],
    introduce: ['Слово — {who}.', 'Своё мнение высказывает {who}.', 'Комментарий для нашего эфира даёт {who}.'],
    quote: [
      'Мы внимательно следим за ситуацией и готовы действовать.', 'Решение взвешенное, и мы уже видим первые результаты.', 'Важно, чтобы все стороны выполняли договорённости.',
      'Это серьёзный вызов, но у нас есть план.', 'Мы рассчитываем, что в ближайшие месяцы ситуация изменится.', 'Благодарю всех, кто принимал участие в этой работе.',
      'Нам предстоит ещё многое сделать.', 'Цифры говорят сами за себя.',
    ],
    opinion: ['Драматизировать не нужно: многое уже учтено в ожиданиях.', 'Здесь важно смотреть на долгосрочные последствия.', 'Это решение давно назревало.', 'Ключевой вопрос — как это скажется на людях.', 'К этой теме мы ещё не раз вернёмся.', 'Есть и другая точка зрения, и её тоже стоит услышать.'],
    question: ['Как вы оцениваете происходящее?', 'Что это значит для обычных людей?', 'Давайте послушаем другую точку зрения.', 'Чего нам ждать дальше?', 'Кто, по-вашему, несёт за это ответственность?'],
    close: ['Мы продолжим следить за развитием событий.', 'Это всё по этой теме на данный момент.', 'Мы вернёмся к этой теме в следующих выпусках.'],
    dialogue: [
      'Ты уверен, что это хорошая идея?', 'Я же говорил, что он вернётся.', 'Давай поговорим об этом завтра.', 'Где ты был всё это время?', 'Мне нужно время, чтобы подумать.', 'Это не то, что ты думаешь.',
      'Мы должны успеть до вечера.', 'Спасибо, что пришла.', 'Я ничего об этом не знаю.', 'Всё будет хорошо, обещаю.', 'Открой дверь, это я.', 'Сколько лет мы не виделись?',
    ],
    dj: ['В эфире {channel}. Продолжаем музыкальную программу.', 'Это была одна из самых популярных песен недели.', 'А сейчас — новинка, которая уже звучит во всех чартах.', 'Напоминаем, что нас можно слушать и в интернете.', 'Всем, кто с нами в эфире, — отличного настроения!', 'Следующая песня — по заявкам наших слушателей.'],
    commentary: ['Атака по правому флангу, передача в штрафную!', 'Мяч уходит за пределы поля.', 'Отличный момент, но вратарь на месте.', 'Команды уходят на перерыв.', 'Судья показывает жёлтую карточку.', 'Счёт на табло пока не изменился.', 'Какой удар! Чуть выше перекладины.', 'Замена в составе хозяев.'],
    ads: ['Только до конца месяца — скидки до пятидесяти процентов!', 'Звоните прямо сейчас, количество товара ограничено.', 'Новый вкус, который вы полюбите.', 'Подробности на сайте и в магазинах сети.', 'Имеются противопоказания, проконсультируйтесь со специалистом.'],
    show: ['Добрый вечер, дорогие друзья! Мы начинаем.', 'Встречайте нашего следующего участника!', 'Это был непростой вопрос, но ответ найден.', 'Аплодисменты!', 'Оставайтесь с нами, после рекламы — самое интересное.', 'А теперь — главный конкурс вечера.'],
  },
  en: {
    open: ['Our top story: {subject}.', 'Turning to other news: {subject}.', 'Next: {subject}.', 'Here is the latest: {subject}.', 'Now in more detail: {subject}.'],
    report: [
      'Our correspondents say the situation is moving quickly.', 'The issue has been in the spotlight for several days now.', 'Experts link what is happening to decisions taken in recent weeks.',
      'Our crew is at the scene.', 'Officials have so far declined to comment in detail.', 'Sources say a decision could come as early as this week.',
      'The news is being widely discussed on social media.', 'The full impact is expected to become clear in the coming days.', 'It is not the first such case in recent months.',
      'Details are still emerging.', '{theme} is one of the most talked-about subjects today.',
    ],
    marker: ['Representatives of {marker} say they are following the situation closely.', 'The issue directly concerns {marker}.', '{marker} is at the centre of the debate.'],
    introduce: ['We spoke to {who}.', 'Here is {who}.', 'For comment we turn to {who}.'],
    quote: [
      'We are following the situation closely and are ready to act.', 'It is a balanced decision, and we are already seeing results.', 'What matters is that every side keeps its commitments.',
      'This is a serious challenge, but we have a plan.', 'We expect the situation to change in the coming months.', 'I am grateful to everyone who took part in this work.',
      'There is still a great deal of work ahead.', 'The numbers speak for themselves.',
    ],
    opinion: ['There is no need to dramatise: much of this was expected.', 'What matters here are the long-term consequences.', 'This decision has been a long time coming.', 'The key question is how it will affect people.', 'We will be coming back to this subject more than once.', 'There is another point of view, and it deserves to be heard.'],
    question: ['How do you assess what is happening?', 'What does this mean for ordinary people?', 'Let us hear another point of view.', 'What should we expect next?', 'Who do you think is responsible?'],
    close: ['We will keep following the story.', 'That is all on this subject for now.', 'We will return to this in our next bulletins.'],
    dialogue: [
      'Are you sure this is a good idea?', 'I told you he would come back.', 'Let us talk about it tomorrow.', 'Where have you been all this time?', 'I need some time to think.', 'It is not what you think.',
      'We have to make it before dark.', 'Thank you for coming.', 'I know nothing about it.', 'Everything will be fine, I promise.', 'Open the door, it is me.', 'How many years has it been?',
    ],
    dj: ['You are listening to {channel}. More music coming up.', 'That was one of the most popular songs of the week.', 'And now a new track that is already climbing the charts.', 'Remember, you can also listen to us online.', 'To everyone listening: have a great day!', 'The next song is one of your requests.'],
    commentary: ['Attack down the right, and a cross into the box!', 'The ball goes out of play.', 'A great chance, but the keeper is there.', 'The teams head off for half-time.', 'The referee shows a yellow card.', 'Still no change on the scoreboard.', 'What a strike! Just over the bar.', 'A substitution for the home side.'],
    ads: ['This month only: up to fifty percent off!', 'Call now, stocks are limited.', 'A new taste you will love.', 'Find out more online and in store.', 'Terms and conditions apply.'],
    show: ['Good evening, everyone! Let us begin.', 'Please welcome our next contestant!', 'That was a tough question, but we have the answer.', 'A big round of applause!', 'Stay with us, the best is yet to come after the break.', 'And now, the main challenge of the evening.'],
  },
  ar: {
    open: ['أبرز عناوين النشرة: {subject}.', 'وإلى أخبار أخرى: {subject}.', 'ننتقل الآن إلى: {subject}.', 'آخر المستجدات: {subject}.', 'وبالتفصيل: {subject}.'],
    report: [
      'يقول مراسلونا إن الأوضاع تتطور بسرعة.', 'لا تزال القضية في صدارة الاهتمام منذ أيام.', 'يربط الخبراء ما يجري بقرارات الأسابيع الأخيرة.',
      'فريقنا موجود في موقع الحدث.', 'يمتنع المسؤولون حتى الآن عن الإدلاء بتعليقات مفصلة.', 'تفيد مصادر بأن القرار قد يصدر هذا الأسبوع.',
      'يتداول رواد مواقع التواصل الخبر على نطاق واسع.', 'من المتوقع أن تتضح التداعيات خلال الأيام المقبلة.', 'ليست هذه الحالة الأولى في الأشهر الأخيرة.',
      'التفاصيل لا تزال تتكشف.', 'يعد ملف {theme} من أكثر الملفات تداولاً اليوم.',
    ],
    marker: ['وقال ممثلون عن {marker} إنهم يتابعون الوضع عن كثب.', 'تتعلق القضية مباشرة بـ{marker}.', 'يقع {marker} في قلب النقاش.'],
    introduce: ['تحدثنا إلى {who}.', 'ومعنا {who}.', 'وللتعليق ننتقل إلى {who}.'],
    quote: ['نتابع الوضع عن كثب ونحن مستعدون للتحرك.', 'إنه قرار متوازن، ونرى نتائجه بالفعل.', 'المهم أن تلتزم جميع الأطراف بتعهداتها.', 'هذا تحدٍ كبير، لكن لدينا خطة.', 'نتوقع أن يتغير الوضع خلال الأشهر المقبلة.', 'أشكر كل من شارك في هذا العمل.', 'أمامنا عمل كثير.', 'الأرقام تتحدث عن نفسها.'],
    opinion: ['لا داعي للتهويل، فكثير من ذلك كان متوقعاً.', 'المهم هنا هو التداعيات على المدى الطويل.', 'هذا القرار تأخر كثيراً.', 'السؤال الأساسي هو كيف سيؤثر ذلك على الناس.', 'سنعود إلى هذا الموضوع أكثر من مرة.', 'هناك وجهة نظر أخرى تستحق أن تُسمع.'],
    question: ['كيف تقيّمون ما يحدث؟', 'ماذا يعني ذلك للمواطن العادي؟', 'لنستمع إلى وجهة نظر أخرى.', 'ماذا نتوقع بعد ذلك؟', 'من يتحمل المسؤولية برأيكم؟'],
    close: ['سنواصل متابعة التطورات.', 'هذا كل ما لدينا حول هذا الموضوع حتى الآن.', 'سنعود إلى هذا الموضوع في نشراتنا المقبلة.'],
    dialogue: ['هل أنت متأكد أن هذه فكرة جيدة؟', 'قلت لك إنه سيعود.', 'لنتحدث عن ذلك غداً.', 'أين كنت كل هذا الوقت؟', 'أحتاج إلى بعض الوقت للتفكير.', 'الأمر ليس كما تظن.', 'يجب أن نصل قبل المساء.', 'شكراً لأنك أتيت.', 'لا أعرف شيئاً عن ذلك.', 'كل شيء سيكون بخير، أعدك.', 'افتح الباب، هذا أنا.', 'كم سنة مرت؟'],
    dj: ['تستمعون إلى {channel}. والمزيد من الموسيقى بعد قليل.', 'كانت هذه من أكثر الأغاني استماعاً هذا الأسبوع.', 'والآن أغنية جديدة تتصدر القوائم.', 'نذكركم بأنه يمكنكم الاستماع إلينا عبر الإنترنت.', 'لكل من يستمع إلينا الآن: يوماً سعيداً!', 'الأغنية التالية بناءً على طلباتكم.'],
    commentary: ['هجمة من الجهة اليمنى، وعرضية داخل المنطقة!', 'الكرة تخرج من الملعب.', 'فرصة رائعة، لكن الحارس في مكانه.', 'الفريقان يتوجهان إلى الاستراحة.', 'الحكم يشهر البطاقة الصفراء.', 'لا تغيير في النتيجة حتى الآن.', 'يا لها من تسديدة! فوق العارضة بقليل.', 'تبديل في صفوف أصحاب الأرض.'],
    ads: ['لفترة محدودة: تخفيضات تصل إلى خمسين في المئة!', 'اتصلوا الآن، الكمية محدودة.', 'طعم جديد ستحبونه.', 'التفاصيل على موقعنا وفي المتاجر.', 'تطبق الشروط والأحكام.'],
    show: ['مساء الخير أيها الأصدقاء! لنبدأ.', 'رحبوا معي بالمتسابق التالي!', 'كان سؤالاً صعباً، لكننا وجدنا الإجابة.', 'تصفيق حار!', 'ابقوا معنا، فالأجمل بعد الفاصل.', 'والآن إلى التحدي الأهم هذا المساء.'],
  },
};
