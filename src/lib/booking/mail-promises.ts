// What the booking flow says about e-mail: only what this install does. Without a mail server
// (SMTP_URL and NOTIFY_EMAIL_FROM) nobody is e-mailed about a demo, so each sentence says where the
// same thing is found instead: the confirmation page, its calendar file, a call or Zalo. Pages pass
// `sendsEmail` from the server's notification settings.

/** The hint under 'Trực tuyến' on the booking form: where the meeting's link will be. */
export const onlineModeHint = (sendsEmail: boolean) =>
  sendsEmail
    ? 'Gọi video; đường dẫn cuộc họp có trên trang xác nhận lịch hẹn và trong email, hoặc nhân viên tư vấn gửi qua Zalo.'
    : 'Gọi video; đường dẫn cuộc họp có trên trang xác nhận lịch hẹn, hoặc nhân viên tư vấn gửi qua Zalo.';

/** What a visitor holding a link that no longer works should open instead (a call or Zalo follows). */
export const deadLinkAdvice = (sendsEmail: boolean) =>
  sendsEmail
    ? 'Anh/chị vui lòng mở liên kết trong email mới nhất, hoặc'
    : 'Anh/chị vui lòng mở lại trang xác nhận lịch hẹn, hoặc';

/** The hint of a salesperson's meeting link in 'Lịch nhận demo': where customers will find it. */
export const meetingLinkHint = (sendsEmail: boolean) =>
  `Đường dẫn phòng họp Google Meet, Zoom hoặc Zalo, bắt đầu bằng https://. ${
    sendsEmail
      ? 'Khách đặt demo trực tuyến thấy đường dẫn này trên trang xác nhận lịch hẹn và trong thư mời qua email.'
      : 'Khách đặt demo trực tuyến thấy đường dẫn này trên trang xác nhận lịch hẹn và trong tệp lịch.'
  }`;
