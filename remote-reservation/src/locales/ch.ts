import type { ReservationMessages } from './en';

// Chinese has one plural form, `_other`: i18next knows `ch` by its tag `zh-CN` and applies Chinese plural rules.
const ch: ReservationMessages = {
  page: {
    title: '预订餐桌',
    description: '选择人数、日期和时间，然后在平面图上挑选您的餐桌。',
    breadcrumb: '预订',
    tabs: {
      label: '预订栏目',
      book: '预订餐桌',
      mine: '我的预订',
    },
  },
  choice: {
    label: '您的预订',
    guests: '人数',
    guestsOption_other: '{{count}} 位',
    date: '日期',
    today: '今天，{{date}}',
    tomorrow: '明天，{{date}}',
    closedDay: '{{date}}（休息）',
    time: '时间',
    noTimes: '当天已无可选时间',
    noTimesHint: '当天的所有时段都已过去，请选择其他日期。',
    duration: '用餐时长',
    minutes: '{{count}} 分钟',
    hours_other: '{{count}} 小时',
    hoursMinutes: '{{hours}} 小时 {{minutes}} 分钟',
    openingHours: '营业时间 {{open}}–{{close}}；餐桌按每 15 分钟预订。',
  },
  floors: {
    label: '楼层',
    loading: '正在加载楼层…',
    empty: '暂无可预订的楼层。',
  },
  plan: {
    label: '{{floor}}平面图',
    loading: '正在加载平面图…',
    table_other: '{{shown}} — {{count}} 个座位，{{status}}',
    status: {
      free: '空闲',
      taken: '已被预订',
      'too-small': '座位不够您的人数',
      unknown: '正在查询空位',
      soon: '即将到店',
      seated: '已入座',
    },
    seatsShort: '{{count}}',
    freeSeatsShort: '{{free}}/{{total}}',
    keyboardHint:
      '每张餐桌都是一个按钮。用方向键在餐桌之间移动，Home 和 End 跳到第一张和最后一张，Enter 或空格键选择或取消餐桌。',
    pickHint: '选择一张餐桌；人数较多时可选择几张相邻的餐桌。',
    noTables: '该楼层没有餐桌。',
    updating: '正在更新空位…',
    availabilityError: '无法加载空位信息，餐桌暂不显示空闲状态。',
    retry: '重试',
    freeSummary_other: '{{count}} 张餐桌适合您的人数',
  },
  legend: {
    title: '图例',
    free: '空闲',
    taken: '已被预订',
    'too-small': '座位不够您的人数',
    selected: '您的选择',
    freeSeats: '空闲座位 / 座位',
  },
  suggestions: {
    title: '推荐座位',
    description: '为 {{count}} 位客人在所有楼层中挑选的最佳选择。',
    loading: '正在寻找餐桌…',
    empty: '此时没有适合 {{count}} 位客人的餐桌。请换个时间、缩短时长或换一天试试。',
    tables_other: '{{codes}} 号桌',
    seats_other: '{{count}} 个座位',
    spare_other: '多 {{count}} 个座位',
    exact: '人数正好',
    combined: '拼桌',
    choose: '选择',
    chosen: '已选择',
    chooseLabel: '选择{{floor}}的{{tables}}',
  },
  booking: {
    selection: '您的餐桌',
    nothingPicked: '请在平面图上选择餐桌或选择一个推荐以继续。',
  },
  liveFloor: {
    title: '实时餐厅平面',
    description: '每张餐桌此刻的状态：空闲、一小时内有预订，或已入座。随预订变化实时更新。',
    loading: '正在加载今日预订…',
    live: {
      on: '实时',
      off: '正在重新连接：每 {{seconds}} 秒刷新一次',
    },
    state: {
      free: '空闲',
      soon: '即将到店，{{time}}，{{size}} 位',
      seated: '已入座，{{size}} 位，预订时间 {{time}}',
    },
    seatedShort: '{{party}}/{{seats}}',
    legend: {
      title: '图例',
      free: '空闲：{{count}}',
      soon: '一小时内有预订（到店时间）：{{count}}',
      seated: '已入座（人数 / 座位）：{{count}}',
    },
  },
};

export default ch;
