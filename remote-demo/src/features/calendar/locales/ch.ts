import type { CalendarTexts } from './en';

const ch: CalendarTexts = {
  description: '选择日期或时间段即可添加日程，点击日程可编辑，拖动日程可移动。',
  addEvent: '添加日程',
  today: '今天',
  calendarLabel: '日程日历',
  hints: {
    view: '{{view}}视图',
    previous: '上一{{unit}}',
    next: '下一{{unit}}',
    goTo: '前往 {{date}}',
    more_other: '再显示 {{count}} 个日程',
    events: '日程',
    changeView: '切换视图',
  },
  dialog: {
    addTitle: '新建日程',
    editTitle: '编辑日程',
    title: '标题',
    titlePlaceholder: '要做什么？',
    allDay: '全天',
    start: '开始',
    end: '结束',
    lastDay: '最后一天',
    color: '颜色',
    save: '保存日程',
    delete: '删除日程',
  },
  colors: {
    blue: '蓝色',
    aqua: '水绿色',
    purple: '紫色',
    green: '绿色',
    cyan: '青色',
    orange: '橙色',
  },
  errors: {
    required: '此项为必填项',
    invalid: '请输入有效的日期',
    endBeforeStart: '结束时间必须晚于开始时间',
  },
};

export default ch;
