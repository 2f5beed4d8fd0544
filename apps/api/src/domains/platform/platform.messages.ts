import { messageTable } from '../../core/messages.ts';

/** What the platform's routes answer, in the caller's language. */
export const platformMessage = messageTable({
  ru: {
    unknownTheme: 'Такой темы курсов нет',
    unknownCourse: 'Такого курса нет',
    unknownQuiz: 'Тест не найден',
    noQuiz: 'У этого курса пока нет теста',
    mustBuy: 'Курс платный: купите его, чтобы смотреть вебинар и проходить тест',
    submitted: 'Ответы на этот тест уже отправлены. Начните тест заново',
    expired: 'Время на тест истекло. Начните тест заново',
    unknownQuestion: 'Такого вопроса нет в тесте',
    repeatedQuestion: 'На вопрос уже дан ответ',
    unknownOption: 'Такого варианта ответа нет у вопроса',
    answerAll: 'Ответьте на все вопросы теста',
    tooManyStarts: 'Слишком много попыток. Попробуйте позже',
  },
  ua: {
    unknownTheme: 'Такої теми курсів немає',
    unknownCourse: 'Такого курсу немає',
    unknownQuiz: 'Тест не знайдено',
    noQuiz: 'У цього курсу поки немає тесту',
    mustBuy: 'Курс платний: придбайте його, щоб дивитися вебінар і проходити тест',
    submitted: 'Відповіді на цей тест уже надіслано. Почніть тест знову',
    expired: 'Час на тест минув. Почніть тест знову',
    unknownQuestion: 'Такого запитання немає в тесті',
    repeatedQuestion: 'На запитання вже надано відповідь',
    unknownOption: 'Такого варіанта відповіді немає в запитання',
    answerAll: 'Дайте відповідь на всі запитання тесту',
    tooManyStarts: 'Забагато спроб. Спробуйте пізніше',
  },
});
