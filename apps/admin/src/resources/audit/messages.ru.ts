/** The audit log screen's words in Russian. */
export const auditRu = {
  name: 'Журнал изменений |||| Журнал изменений',
  fields: {
    at: 'Когда',
    actor: 'Кто',
    actor_id: 'ID сотрудника',
    action: 'Действие',
    subject_type: 'Тип записи',
    subject_id: 'ID записи',
    from: 'С дня',
    to: 'По день',
    before: 'Было',
    after: 'Стало',
    details: 'Подробности',
  },
  deleted_actor: 'Удалённая учётная запись',
};
