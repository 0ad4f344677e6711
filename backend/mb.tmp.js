const nodemailer=require('nodemailer');
const html='<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Arial">'+'<tr><th align="left" style="padding:6px 12px 6px 0;color:#475569;font-weight:normal">Date</th><td style="padding:6px 0">Saturday 12 December 2026 at 10:30 – £129.00</td></tr>'.repeat(25)+'</body></html>';
const text=('Hi Bench,\n\nYour Try and Fly session is booked for Saturday, 12 December 2026 at 10:30. We look forward to flying with you!\n').repeat(12);
const ics='BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Skyward//EN\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:abc@skyward\r\nDTSTART:20261212T103000Z\r\nDTEND:20261212T113000Z\r\nSUMMARY:Try and Fly\r\nLOCATION:Exeter\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
console.log('html',html.length,'text',text.length);
async function run(label,extra){
  const t=nodemailer.createTransport({streamTransport:true,buffer:true});
  const msg=()=>({from:'Skyward <bookings@skyward.example>',to:'bench.x@example.com',replyTo:'hello@skyward.example',subject:'Booking confirmed: Try and Fly – Sat 12 Dec',text,html,attachments:[{filename:'invite.ics',content:ics,contentType:'text/calendar; method=REQUEST'}],messageId:'<abc@skyward.example>',headers:{'X-Skyward-Mail-Key':'booking:1:confirmation'},...extra});
  for(let i=0;i<300;i++) await t.sendMail(msg());
  const u=process.cpuUsage();const N=2000;let size=0;
  for(let i=0;i<N;i++){const r=await t.sendMail(msg());size=r.message.length;}
  const d=process.cpuUsage(u);console.log(label,'cpu/msg',((d.user+d.system)/N).toFixed(0),'us','size',size);
}
(async()=>{await run('default');await run('base64',{textEncoding:'base64'});await run('default');await run('base64',{textEncoding:'base64'});})();
