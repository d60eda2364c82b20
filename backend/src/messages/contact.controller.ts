import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ContactMessageDto } from './dto/contact-message.dto';
import { MessagesService } from './messages.service';

@Controller('contact')
export class ContactController {
  constructor(private readonly messages: MessagesService) {}

  @Post()
  @HttpCode(201)
  submit(@Body() form: ContactMessageDto, @Ip() ip: string): Promise<{ message: string }> {
    return this.messages.submitContact(form, ip);
  }
}
