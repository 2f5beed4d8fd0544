/** The audit log screen's words in Ukrainian. */
export const auditUa = {
  name: 'Журнал змін |||| Журнал змін',
  fields: {
    at: 'Коли',
    actor: 'Хто',
    actor_id: 'ID співробітника',
    action: 'Дія',
    subject_type: 'Тип запису',
    subject_id: 'ID запису',
    from: 'З дня',
    to: 'По день',
    before: 'Було',
    after: 'Стало',
    details: 'Подробиці',
  },
  deleted_actor: 'Видалений обліковий запис',
};
