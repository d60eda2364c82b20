import { Body, Controller, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { Response } from 'express';
import { ContactMessageDto } from './dto/contact-message.dto';
import { MessagesService, TooManyMessagesException } from './messages.service';

@Controller('contact')
export class ContactController {
  constructor(private readonly messages: MessagesService) {}

  @Post()
  @HttpCode(201)
  async submit(@Body() form: ContactMessageDto, @Ip() ip: string, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    try {
      return await this.messages.submitContact(form, ip);
    } catch (error) {
      if (error instanceof TooManyMessagesException) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
